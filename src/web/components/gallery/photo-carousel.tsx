import type { Photo } from '../../../content/index.js';
import { useCarousel } from '../../hooks/use-carousel.js';
import { PhotoImage } from '../media/photo-image.js';
import { CarouselControls } from './carousel-controls.js';

type PhotoCarouselProps = {
  photos: readonly Photo[];
  intervalMs: number;
  /** Names the carousel for assistive technology, e.g. 'HP and Lenovo store photos'. */
  label: string;
  /** The `sizes` of its photos: how wide the carousel is shown. */
  sizes: string;
  className?: string;
};

/** Steps between two slide positions on a ring: 0 and count - 1 are neighbours. */
function ringDistance(from: number, to: number, count: number): number {
  const distance = Math.abs(from - to);
  return Math.min(distance, count - distance);
}

/**
 * An auto-advancing, wrap-around photo carousel (WAI-ARIA carousel pattern). Only the visible
 * slide and its two neighbours are in the page, so a 22-photo carousel loads three photos, and
 * the next one is ready before it is shown.
 */
export function PhotoCarousel({ photos, intervalMs, label, sizes, className = '' }: PhotoCarouselProps) {
  const carousel = useCarousel({ count: photos.length, autoAdvanceMs: intervalMs });
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      {...carousel.pauseHandlers}
    >
      <div
        className="relative aspect-[3/2] overflow-hidden rounded-xl bg-slate-200"
        aria-live={carousel.running ? 'off' : 'polite'}
      >
        {photos.map((photo, slideIndex) => {
          if (ringDistance(slideIndex, carousel.index, photos.length) > 1) return null;
          const current = slideIndex === carousel.index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is the carousel pattern's group, not a form fieldset
            <div
              key={photo.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${photos.length}`}
              aria-hidden={current ? undefined : true}
              className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${current ? 'opacity-100' : 'opacity-0'}`}
            >
              <PhotoImage photo={photo} sizes={sizes} className="size-full object-cover" />
            </div>
          );
        })}
      </div>
      <CarouselControls carousel={carousel} slideNoun="photo" />
    </section>
  );
}
