import { videoUnsupportedText } from '#content/index.js';
import { useSiteContent, useText } from '#web/app/page-context.js';
import { ClickToPlayVideo } from '#web/components/media/click-to-play-video.island.js';
import { playVideoLabel } from '#web/components/media/click-to-play-video-text.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { Island } from '#web/islands/island.js';

/** The videos load nothing but their poster until played. */
export function DistributionVideosSection() {
  const { distributionVideos } = useSiteContent().galleries;
  const text = useText();
  return (
    <PageSection headingId="distribution-videos-heading" title={text('See Our Network at Work')}>
      <ul className="grid gap-6 md:grid-cols-2">
        {distributionVideos.map((video) => (
          <li key={video.id}>
            <figure>
              <Island
                component={ClickToPlayVideo}
                props={{
                  video,
                  unsupportedText: text(videoUnsupportedText),
                  playLabel: playVideoLabel(text, video),
                }}
                hydrate="visible"
              />
              <figcaption className="mt-2 font-medium text-slate-800">{video.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
