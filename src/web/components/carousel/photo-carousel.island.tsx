import type { Photo } from '#content/index.js';
import type { Phrasebook } from '#web/app/phrasebook.js';
import { PhotoImage } from '#web/components/media/photo-image.js';
import { CarouselFrame } from './carousel-frame.js';
import { useCarousel } from './use-carousel.js';

type PhotoCarouselProps = {
  photos: readonly Photo[];
  intervalMs: number;
  /** Names the carousel for assistive technology, e.g. 'HP and Lenovo store photos'. */
  label: string;
  /** The controls' texts in the page's language (`carouselPhrasebook`); English without. */
  phrases?: Phrasebook | undefined;
  /** The `sizes` of its photos: how wide the carousel is shown. */
  sizes: string;
  className?: string;
};

/**
 * An auto-advancing, wrap-around photo carousel. Only the visible photo and its two neighbours
 * are in the page, so the next one is ready before it is shown.
 */
export function PhotoCarousel({
  photos,
  intervalMs,
  label,
  phrases,
  sizes,
  className = '',
}: PhotoCarouselProps) {
  const carousel = useCarousel({ count: photos.length, autoAdvanceMs: intervalMs });
  return (
    <CarouselFrame
      carousel={carousel}
      label={label}
      phrases={phrases}
      slideNoun="photo"
      slides={photos.map((photo) => ({
        key: photo.id,
        content: <PhotoImage photo={photo} sizes={sizes} className="size-full object-cover" />,
      }))}
      neighboursOnly
      className={className}
      slidesClassName="aspect-[3/2] overflow-hidden rounded-xl bg-slate-200"
    />
  );
}
