import { useText } from '#web/app/page-context.js';
import type { GalleryItem } from '#web/components/gallery/gallery-item.js';
import { galleryPhrasebook } from '#web/components/gallery/gallery-text.js';
import { PhotoGallery } from '#web/components/gallery/photo-gallery.island.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { Island } from '#web/islands/island.js';

type GallerySectionProps = {
  /** Prefix of the heading's id. */
  id: string;
  title: string;
  text?: string;
  items: readonly GalleryItem[];
  /** A grey band, to tell neighbouring galleries apart. */
  shaded?: boolean;
};

export function GallerySection({ id, title, text, items, shaded = false }: GallerySectionProps) {
  const phrases = galleryPhrasebook(useText());
  return (
    <PageSection headingId={`${id}-heading`} title={title} intro={text} tone={shaded ? 'shaded' : 'plain'}>
      <Island component={PhotoGallery} props={{ title, items, phrases }} hydrate="visible" />
    </PageSection>
  );
}
