import type { GalleryItem } from '../../components/gallery/gallery-item.js';
import { PhotoGallery } from '../../components/gallery/photo-gallery.island.js';
import { PageSection } from '../../components/ui/page-section.js';
import { Island } from '../../islands/island.js';

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
  return (
    <PageSection headingId={`${id}-heading`} title={title} intro={text} tone={shaded ? 'shaded' : 'plain'}>
      <Island component={PhotoGallery} props={{ title, items }} hydrate="visible" />
    </PageSection>
  );
}
