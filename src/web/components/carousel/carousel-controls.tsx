import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type Phrasebook, sayWith } from '#web/app/phrasebook.js';
import { useHydrated } from '#web/hooks/use-hydrated.js';
import { carouselTexts, type SlideNoun } from './carousel-text.js';
import { type CarouselState, rotationControlProps } from './use-carousel.js';

export type CarouselTone = 'light' | 'dark';

type CarouselControlsProps = {
  carousel: CarouselState;
  /** What one slide is, for the button names: 'photo' gives 'Previous photo', 'Show photo 3'. */
  slideNoun: SlideNoun;
  /** The texts in the page's language (`carouselPhrasebook`); English without. */
  phrases?: Phrasebook | undefined;
  /** 'dark' for controls laid over dark slides (the home hero). */
  tone: CarouselTone;
};

const toneClasses = {
  light: {
    button: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
    counter: 'text-slate-700',
    dot: 'bg-slate-400 group-hover:bg-slate-600',
    currentDot: 'bg-brand-700',
  },
  dark: {
    button: 'bg-white/15 text-white ring-1 ring-white/30 hover:bg-white/30',
    counter: 'text-white',
    dot: 'bg-white/50 group-hover:bg-white/80',
    currentDot: 'bg-white',
  },
} as const;

/**
 * Pause/play (first, as the WAI-ARIA carousel pattern asks, and only for a carousel that moves by
 * itself), previous/next around the 'n / total' counter, and one dot per slide. The pause button
 * keeps its place while hidden, so it appears without moving anything once the page's script runs.
 */
export function CarouselControls({ carousel, slideNoun, phrases, tone }: CarouselControlsProps) {
  const say = sayWith(phrases);
  const texts = carouselTexts(slideNoun);
  // A click before the page's script runs would be lost: the buttons wait for it.
  const hydrated = useHydrated();
  const { index, count, stoppedByVisitor } = carousel;
  const classes = toneClasses[tone];
  const roundButton = `inline-flex size-11 items-center justify-center rounded-full ${classes.button}`;
  return (
    <div className="flex flex-col items-center gap-2">
      <div
        className={`flex w-full items-center gap-2 ${carousel.autoAdvances ? 'justify-between' : 'justify-center'}`}
      >
        {carousel.autoAdvances && (
          <button
            type="button"
            {...rotationControlProps}
            onClick={carousel.toggleStoppedByVisitor}
            className={`inline-flex h-11 items-center gap-1.5 rounded-full px-4 text-sm font-medium ${classes.button} ${carousel.canAutoAdvance ? '' : 'invisible'}`}
          >
            {stoppedByVisitor ? (
              <Play aria-hidden="true" className="size-4" />
            ) : (
              <Pause aria-hidden="true" className="size-4" />
            )}
            {say(stoppedByVisitor ? texts.play : texts.pause)}
            <span className="sr-only">{` ${say(texts.slideshow)}`}</span>
          </button>
        )}
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={carousel.previous}
            disabled={!hydrated}
            className={roundButton}
            aria-label={say(texts.previous)}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <p className={`min-w-16 text-center text-sm font-medium tabular-nums ${classes.counter}`}>
            {`${index + 1} / ${count}`}
          </p>
          <button
            type="button"
            onClick={carousel.next}
            disabled={!hydrated}
            className={roundButton}
            aria-label={say(texts.next)}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      <ul className="flex flex-wrap justify-center" aria-label={say(texts.choose)}>
        {Array.from({ length: count }, (_, dotIndex) => {
          const current = dotIndex === index;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position; the positions never reorder
            <li key={dotIndex}>
              <button
                type="button"
                onClick={() => carousel.goTo(dotIndex)}
                disabled={!hydrated}
                aria-label={say(texts.show, { number: String(dotIndex + 1) })}
                aria-current={current ? 'true' : undefined}
                className="group inline-flex size-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block rounded-full transition-all motion-reduce:transition-none ${current ? `size-3 ${classes.currentDot}` : `size-2 ${classes.dot}`}`}
                />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
