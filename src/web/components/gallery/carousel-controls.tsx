import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type CarouselState, rotationControlProps } from '../../hooks/use-carousel.js';
import { useHydrated } from '../../hooks/use-hydrated.js';

type CarouselControlsProps = {
  carousel: CarouselState;
  /** What one slide is, for the button names: 'photo' gives 'Previous photo', 'Show photo 3'. */
  slideNoun: string;
};

const roundButton =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100';

/**
 * Pause/play (first, as the WAI-ARIA carousel pattern asks), previous/next, the 'n / total'
 * counter and one dot per slide. The pause button keeps its place while hidden, so it appears
 * without moving anything once the page's script runs.
 */
export function CarouselControls({ carousel, slideNoun }: CarouselControlsProps) {
  // A click before the page's script runs would be lost: the buttons wait for it.
  const hydrated = useHydrated();
  const { index, count, stoppedByVisitor } = carousel;
  const rotationVisible = carousel.canAutoAdvance;
  return (
    <div className="mt-3 flex flex-col items-center gap-2">
      <div className="flex w-full items-center justify-between gap-2">
        <button
          type="button"
          {...rotationControlProps}
          onClick={carousel.toggleStoppedByVisitor}
          className={`inline-flex h-10 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-100 ${rotationVisible ? '' : 'invisible'}`}
        >
          {stoppedByVisitor ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
          {stoppedByVisitor ? 'Play' : 'Pause'}
          <span className="sr-only"> slideshow</span>
        </button>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={carousel.previous}
            disabled={!hydrated}
            className={roundButton}
            aria-label={`Previous ${slideNoun}`}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <p className="min-w-16 text-center text-sm font-medium tabular-nums text-slate-700">
            {`${index + 1} / ${count}`}
          </p>
          <button
            type="button"
            onClick={carousel.next}
            disabled={!hydrated}
            className={roundButton}
            aria-label={`Next ${slideNoun}`}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      <ul className="flex flex-wrap justify-center" aria-label={`Choose a ${slideNoun}`}>
        {Array.from({ length: count }, (_, dotIndex) => {
          const current = dotIndex === index;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position; the positions never reorder
            <li key={dotIndex}>
              <button
                type="button"
                onClick={() => carousel.goTo(dotIndex)}
                disabled={!hydrated}
                aria-label={`Show ${slideNoun} ${dotIndex + 1}`}
                aria-current={current ? 'true' : undefined}
                className="group inline-flex size-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block rounded-full transition-all motion-reduce:transition-none ${current ? 'size-3 bg-brand-700' : 'size-2 bg-slate-400 group-hover:bg-slate-600'}`}
                />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
