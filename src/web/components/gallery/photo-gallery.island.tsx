import { useState } from 'react';
import { type Phrasebook, sayWith } from '#web/app/phrasebook.js';
import { PhotoImage } from '#web/components/media/photo-image.js';
import { useHydrated } from '#web/hooks/use-hydrated.js';
import { ContentText } from '#web/islands/untranslated-texts.js';
import type { GalleryItem } from './gallery-item.js';
import { galleryTexts } from './gallery-text.js';
import { Lightbox } from './lightbox.js';

type PhotoGalleryProps = {
  /** The gallery's name, shown as the enlarged view's title. */
  title: string;
  items: readonly GalleryItem[];
  /** Tailwind grid column classes. */
  columnsClass?: string;
  /** The `sizes` of the thumbnails. */
  sizes?: string;
  /** The buttons' names in the page's language (`galleryPhrasebook`); English without. */
  phrases?: Phrasebook | undefined;
};

/** A grid of photos; each opens the lightbox, which moves through the whole gallery. */
export function PhotoGallery({
  title,
  items,
  columnsClass = 'grid-cols-2 md:grid-cols-3',
  sizes = '(min-width: 72rem) 22rem, (min-width: 48rem) 33vw, 50vw',
  phrases,
}: PhotoGalleryProps) {
  const say = sayWith(phrases);
  // A click before the page's script runs would be lost: the buttons wait for it.
  const hydrated = useHydrated();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <>
      <ul className={`grid gap-3 sm:gap-4 ${columnsClass}`}>
        {items.map((item, itemIndex) => (
          <li key={item.photo.id}>
            <figure>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => setOpenIndex(itemIndex)}
                disabled={!hydrated}
                className="group block w-full overflow-hidden rounded-lg bg-slate-200"
              >
                <span className="sr-only">{`${say(galleryTexts.enlarge)} `}</span>
                <PhotoImage
                  photo={item.photo}
                  sizes={sizes}
                  className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                />
              </button>
              {item.title && (
                <figcaption className="mt-2 text-sm font-medium text-slate-800">
                  <ContentText text={item.title} />
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
      <Lightbox
        title={title}
        items={items}
        openIndex={openIndex}
        onNavigate={setOpenIndex}
        onClose={() => setOpenIndex(null)}
        phrases={phrases}
      />
    </>
  );
}
