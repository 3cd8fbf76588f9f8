import type { GalleryItem } from '../../components/gallery/gallery-item.js';
import { PhotoGallery } from '../../components/gallery/photo-gallery.js';

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
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={`py-12 sm:py-16 ${shaded ? 'bg-slate-50' : ''}`}>
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {title}
        </h2>
        {text && <p className="mt-2 max-w-3xl text-slate-700">{text}</p>}
        <div className="mt-8">
          <PhotoGallery title={title} items={items} />
        </div>
      </div>
    </section>
  );
}
