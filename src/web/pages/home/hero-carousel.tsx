import { company, type HeroSlide as HeroSlideContent, heroSlides } from '../../../content/index.js';
import { useCarousel } from '../../hooks/use-carousel.js';
import { CarouselControls } from './carousel-controls.js';
import { HeroSlide } from './hero-slide.js';

const slides: readonly HeroSlideContent[] = heroSlides;

/**
 * The home hero: 90% of the viewport high, five slides that move only when the visitor asks
 * (arrows or dots), wrapping around at both ends. The page's h1 sits above the slides.
 */
export function HeroCarousel() {
  const carousel = useCarousel({ count: slides.length });
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative isolate grid min-h-[90vh] grid-cols-1 grid-rows-1 overflow-hidden bg-brand-900 supports-[min-height:90svh]:min-h-[90svh]"
    >
      <div className="pointer-events-none absolute inset-x-0 top-0 z-10">
        <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6">
          <h1 className="inline-block rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold tracking-wide text-white ring-1 ring-white/25">
            {company.name}
            <span className="sr-only">: {company.tagline}</span>
          </h1>
        </div>
      </div>
      <div aria-live="polite" className="col-start-1 row-start-1 grid grid-cols-1 grid-rows-1">
        {slides.map((slide, position) => (
          <HeroSlide
            key={slide.id}
            slide={slide}
            position={position}
            count={slides.length}
            current={position === carousel.index}
          />
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-6 z-10 px-4">
        <CarouselControls
          index={carousel.index}
          count={carousel.count}
          onPrevious={carousel.previous}
          onNext={carousel.next}
          onGoTo={carousel.goTo}
        />
      </div>
    </section>
  );
}
