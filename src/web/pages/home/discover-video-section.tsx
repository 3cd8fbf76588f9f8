import { videoUnsupportedText } from '#content/index.js';
import { useSiteContent } from '#web/app/page-context.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { Island } from '#web/islands/island.js';
import { DiscoverVideo } from './discover-video.island.js';

/** 'Discover in Action': the promotional clip. */
export function DiscoverVideoSection() {
  const { discoverVideo } = useSiteContent().galleries;
  return (
    <PageSection headingId="discover-heading" title={discoverVideo.title} align="center" tone="dark">
      <div className="mx-auto max-w-4xl overflow-hidden rounded-2xl bg-black shadow-2xl ring-1 ring-white/20">
        <Island
          component={DiscoverVideo}
          props={{
            video: discoverVideo,
            unsupportedText: videoUnsupportedText,
            labelledBy: 'discover-heading',
          }}
          hydrate="visible"
        />
      </div>
    </PageSection>
  );
}
