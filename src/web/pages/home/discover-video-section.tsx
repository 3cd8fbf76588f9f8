import { videoUnsupportedText } from '#content/index.js';
import { useSiteContent, useText } from '#web/app/page-context.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { Island } from '#web/islands/island.js';
import { DiscoverVideo } from './discover-video.island.js';

/** 'Discover in Action': the promotional clip. */
export function DiscoverVideoSection() {
  const { discoverVideo } = useSiteContent().galleries;
  const text = useText();
  return (
    <PageSection headingId="discover-heading" title={discoverVideo.title} align="center" tone="dark">
      {/*
       * Drawn only near the viewport (content-visibility), at the size its aspect ratio gives. Until
       * the clip has loaded, the browser's controls keep a hidden loading spinner turning, which
       * repainted the page on every frame of a scroll past it (issue 32: the glide to /contact).
       */}
      <div className="mx-auto aspect-video max-w-4xl overflow-hidden rounded-2xl bg-black shadow-2xl ring-1 ring-white/20 [content-visibility:auto]">
        <Island
          component={DiscoverVideo}
          props={{
            video: discoverVideo,
            unsupportedText: text(videoUnsupportedText),
            labelledBy: 'discover-heading',
          }}
          hydrate="visible"
        />
      </div>
    </PageSection>
  );
}
