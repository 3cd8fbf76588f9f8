import type { TextSlide } from '../../../content/index.js';
import { useCarousel } from '../../hooks/use-carousel.js';
import { CarouselControls } from './carousel-controls.js';

type TextSlideshowProps = {
  slides: readonly TextSlide[];
  intervalMs: number;
  /** Names the slideshow for assistive technology. */
  label: string;
  className?: string;
};

/**
 * Auto-advancing text slides, back to the first after the last, with the photo carousel's
 * controls and pause rules. All slides share one grid cell, so the box is as tall as the longest
 * and nothing below moves when a slide changes.
 */
export function TextSlideshow({ slides, intervalMs, label, className = '' }: TextSlideshowProps) {
  const carousel = useCarousel({ count: slides.length, autoAdvanceMs: intervalMs });
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      {...carousel.pauseHandlers}
    >
      <div
        className="grid rounded-xl bg-gradient-to-br from-brand-900 to-brand-700 p-6 text-white sm:p-10"
        aria-live={carousel.running ? 'off' : 'polite'}
      >
        {slides.map((slide, slideIndex) => {
          const current = slideIndex === carousel.index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is the carousel pattern's group, not a form fieldset
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${slides.length}`}
              aria-hidden={current ? undefined : true}
              className={`col-start-1 row-start-1 transition-opacity duration-500 motion-reduce:transition-none ${current ? 'opacity-100' : 'invisible opacity-0'}`}
            >
              <h3 className="text-2xl font-bold sm:text-3xl">{slide.title}</h3>
              <p className="mt-3 text-lg text-brand-50">{slide.text}</p>
            </div>
          );
        })}
      </div>
      <CarouselControls carousel={carousel} slideNoun="slide" />
    </section>
  );
}
