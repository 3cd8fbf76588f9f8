import { useSiteContent, useText } from '#web/app/page-context.js';
import { carouselPhrasebook } from '#web/components/carousel/carousel-text.js';
import { PhotoCarousel } from '#web/components/carousel/photo-carousel.island.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { Island } from '#web/islands/island.js';

/** The store photo carousel moves on every 5 s (spec section 9 "Business constants and limits"). */
const STORE_PHOTOS_INTERVAL_MS = 5000;

export function StorePhotosSection() {
  const { retailStores } = useSiteContent().galleries;
  const text = useText();
  return (
    <PageSection
      headingId="store-photos-heading"
      title={text('Inside Our HP and Lenovo Stores')}
      tone="shaded"
    >
      <Island
        component={PhotoCarousel}
        props={{
          label: text('HP and Lenovo store photos'),
          phrases: carouselPhrasebook(text, 'photo'),
          photos: retailStores,
          intervalMs: STORE_PHOTOS_INTERVAL_MS,
          sizes: '(min-width: 72rem) 70rem, 100vw',
        }}
        hydrate="visible"
      />
    </PageSection>
  );
}
