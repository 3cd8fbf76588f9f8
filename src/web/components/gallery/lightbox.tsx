import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { type Phrasebook, sayWith } from '#web/app/phrasebook.js';
import { PhotoImage } from '#web/components/media/photo-image.js';
import { Modal } from '#web/components/ui/modal.js';
import { ContentText } from '#web/islands/untranslated-texts.js';
import type { GalleryItem } from './gallery-item.js';
import { galleryTexts } from './gallery-text.js';

type LightboxProps = {
  /** The gallery's name, the dialog's title. */
  title: string;
  items: readonly GalleryItem[];
  /** The photo shown, or null while closed. */
  openIndex: number | null;
  onNavigate: (index: number) => void;
  onClose: () => void;
  /** The buttons' names in the page's language (`galleryPhrasebook`); English without. */
  phrases?: Phrasebook | undefined;
};

const navigationButton =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100';

/**
 * A gallery photo enlarged in a modal dialog: previous/next by button or arrow key (wrapping
 * around), Escape, the close button or a backdrop click closes it.
 */
export function Lightbox({ title, items, openIndex, onNavigate, onClose, phrases }: LightboxProps) {
  const say = sayWith(phrases);
  const count = items.length;
  const item = openIndex === null ? undefined : items[openIndex];

  useEffect(() => {
    if (openIndex === null) return;
    // On the window: focus starts on the dialog's close button, outside this component's markup.
    const navigateByArrowKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onNavigate((openIndex - 1 + count) % count);
      else if (event.key === 'ArrowRight') onNavigate((openIndex + 1) % count);
    };
    window.addEventListener('keydown', navigateByArrowKey);
    return () => window.removeEventListener('keydown', navigateByArrowKey);
  }, [openIndex, count, onNavigate]);

  return (
    <Modal
      open={item !== undefined}
      onClose={onClose}
      title={<ContentText text={title} />}
      widthClass="max-w-4xl"
      closeLabel={say(galleryTexts.close)}
    >
      {item && openIndex !== null && (
        <figure>
          <PhotoImage
            key={item.photo.id}
            photo={item.photo}
            sizes="(min-width: 56rem) 54rem, 100vw"
            className="aspect-[3/2] w-full rounded-lg bg-slate-200 object-cover"
            priority
          />
          <figcaption className="mt-3 flex items-center justify-between gap-3">
            <button
              type="button"
              onClick={() => onNavigate((openIndex - 1 + count) % count)}
              className={navigationButton}
              aria-label={say(galleryTexts.previous)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <span className="text-center text-sm text-slate-700" aria-live="polite">
              {item.title && (
                <span className="block font-medium text-slate-900">
                  <ContentText text={item.title} />
                </span>
              )}
              {`${openIndex + 1} / ${count}`}
            </span>
            <button
              type="button"
              onClick={() => onNavigate((openIndex + 1) % count)}
              className={navigationButton}
              aria-label={say(galleryTexts.next)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </figcaption>
        </figure>
      )}
    </Modal>
  );
}
