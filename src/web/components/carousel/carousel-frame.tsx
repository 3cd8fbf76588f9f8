import type { ReactNode } from 'react';
import { type Phrasebook, sayWith } from '#web/app/phrasebook.js';
import { CarouselControls, type CarouselTone } from './carousel-controls.js';
import { carouselTexts, type SlideNoun } from './carousel-text.js';
import type { CarouselState } from './use-carousel.js';

type CarouselSlide = {
  key: string;
  content: ReactNode;
  /** The slide's element id, for an address that opens the carousel on it ('#slide-<key>'). */
  elementId?: string;
};

type CarouselFrameProps = {
  carousel: CarouselState;
  /** Names the carousel for assistive technology, e.g. 'HP and Lenovo store photos'. */
  label: string;
  /** What one slide is, for the controls' names ('photo', 'slide'). */
  slideNoun: SlideNoun;
  /** The controls' and slides' texts in the page's language (`carouselPhrasebook`); English without. */
  phrases?: Phrasebook | undefined;
  slides: readonly CarouselSlide[];
  /** Only the shown slide and its two neighbours are in the page (a 22-photo carousel loads three). */
  neighboursOnly?: boolean;
  className?: string;
  /** Classes of the box the slides share: its size, background, padding. */
  slidesClassName: string;
  /** Classes around the controls: below the slides by default. */
  controlsClassName?: string;
  tone?: CarouselTone;
  /** Shown before the slides, e.g. the home hero's h1. */
  children?: ReactNode;
};

/** Steps between two slide positions on a ring: 0 and count - 1 are neighbours. */
function ringDistance(from: number, to: number, count: number): number {
  const distance = Math.abs(from - to);
  return Math.min(distance, count - distance);
}

/**
 * Every carousel's frame (the WAI-ARIA carousel pattern): a labelled region, its slides, and the
 * controls. The slides share one grid cell, so the box is as tall as the tallest and nothing
 * below moves when a slide changes; they cross-fade, and the ones not shown are inert and hidden,
 * so neither focus nor screen readers reach them. While it moves by itself the slides are not
 * announced; otherwise each change is, politely.
 */
export function CarouselFrame({
  carousel,
  label,
  slideNoun,
  phrases,
  slides,
  neighboursOnly = false,
  className = '',
  slidesClassName,
  controlsClassName = 'mt-3',
  tone = 'light',
  children,
}: CarouselFrameProps) {
  const say = sayWith(phrases);
  const texts = carouselTexts(slideNoun);
  return (
    <section
      aria-roledescription={say(texts.carouselRole)}
      aria-label={label}
      className={className}
      {...carousel.pauseHandlers}
    >
      {children}
      <div
        aria-live={carousel.running ? 'off' : 'polite'}
        className={`grid grid-cols-1 grid-rows-1 ${slidesClassName}`}
      >
        {slides.map((slide, position) => {
          if (neighboursOnly && ringDistance(position, carousel.index, slides.length) > 1) return null;
          const current = position === carousel.index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is the carousel pattern's group, not a form fieldset
            <div
              key={slide.key}
              id={slide.elementId}
              role="group"
              aria-roledescription={say(texts.slideRole)}
              aria-label={say(texts.position, {
                position: String(position + 1),
                count: String(slides.length),
              })}
              inert={!current}
              aria-hidden={!current || undefined}
              // A slide out of sight is also `invisible` (its visibility flips when the fade ends): the
              // browser then paints neither it nor its photo, where a transparent slide was still
              // painted, full-screen gradient and all, behind the current one (issue 32).
              className={`relative col-start-1 row-start-1 transition-[opacity,visibility] duration-700 motion-reduce:transition-none ${current ? 'opacity-100' : 'pointer-events-none invisible opacity-0'}`}
            >
              {slide.content}
            </div>
          );
        })}
      </div>
      <div className={controlsClassName}>
        <CarouselControls carousel={carousel} slideNoun={slideNoun} phrases={phrases} tone={tone} />
      </div>
    </section>
  );
}
