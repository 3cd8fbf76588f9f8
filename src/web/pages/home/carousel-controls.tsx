import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useHydrated } from '../../hooks/use-hydrated.js';

type CarouselControlsProps = {
  index: number;
  count: number;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
};

const roundButton =
  'flex size-11 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/30 transition-colors hover:bg-white/30';

/**
 * Previous and next arrows around one dot button per slide; the current dot is marked. They are
 * disabled until the page is hydrated (nothing could move the slides before).
 */
export function CarouselControls({ index, count, onPrevious, onNext, onGoTo }: CarouselControlsProps) {
  const hydrated = useHydrated();
  return (
    <div className="flex items-center justify-center gap-2">
      <button type="button" onClick={onPrevious} disabled={!hydrated} className={roundButton}>
        <ChevronLeft aria-hidden="true" className="size-6" />
        <span className="sr-only">Previous slide</span>
      </button>
      <div className="flex items-center">
        {Array.from({ length: count }, (_, dot) => {
          const current = dot === index;
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position, which never reorders
              key={dot}
              type="button"
              onClick={() => onGoTo(dot)}
              disabled={!hydrated}
              aria-current={current ? 'true' : undefined}
              className="group flex h-11 w-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                  current ? 'w-6 bg-white' : 'w-2.5 bg-white/50 group-hover:bg-white/80'
                }`}
              />
              <span className="sr-only">Go to slide {dot + 1}</span>
            </button>
          );
        })}
      </div>
      <button type="button" onClick={onNext} disabled={!hydrated} className={roundButton}>
        <ChevronRight aria-hidden="true" className="size-6" />
        <span className="sr-only">Next slide</span>
      </button>
    </div>
  );
}
