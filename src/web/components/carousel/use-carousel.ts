import { type FocusEvent, type PointerEvent, useCallback, useEffect, useState } from 'react';
import { useHydrated } from '#web/hooks/use-hydrated.js';
import { usePrefersReducedMotion } from '#web/hooks/use-prefers-reduced-motion.js';

type CarouselOptions = {
  count: number;
  /** Milliseconds between automatic advances; omit for a carousel that moves only when asked. */
  autoAdvanceMs?: number;
};

/**
 * Spread on the pause/play button: focus on it does not pause the carousel, so a visitor who
 * presses Play sees it move (the WAI-ARIA carousel pattern's rotation control).
 */
export const rotationControlProps = { 'data-carousel-rotation-control': '' } as const;

function isRotationControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.dataset.carouselRotationControl !== undefined;
}

/**
 * The state of a wrap-around carousel: next from the last goes to the first, previous from the
 * first to the last, and `goTo` jumps. With `autoAdvanceMs` it advances by itself, except while
 * paused (hover or focus inside, which the caller reports with `pauseHandlers`), while the
 * visitor has stopped it (WCAG 2.2.2), or under `prefers-reduced-motion`. It starts only once
 * hydrated: a pre-rendered page without its script never moves, so it has nothing to pause either.
 */
export function useCarousel({ count, autoAdvanceMs }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();

  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);
  const goTo = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);

  const canAutoAdvance = autoAdvanceMs !== undefined && hydrated && !reducedMotion;
  const running = canAutoAdvance && !stoppedByVisitor && !hovered && !focused;

  // A timeout per slide rather than one interval: after a manual move the new slide still gets
  // its full time on screen.
  useEffect(() => {
    if (!running || autoAdvanceMs === undefined) return;
    const timer = window.setTimeout(() => goTo(index + 1), autoAdvanceMs);
    return () => window.clearTimeout(timer);
  }, [running, autoAdvanceMs, goTo, index]);

  /** Spread on the carousel's outer element: pauses it while a mouse is over it or focus is inside. */
  const pauseHandlers = {
    // Mouse only: a tap on a touch screen sends an enter without a leave, which would pause for good.
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(false);
    },
    onFocus: (event: FocusEvent) => setFocused(!isRotationControl(event.target)),
    onBlur: (event: FocusEvent) => {
      const leavesCarousel = !(
        event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)
      );
      if (leavesCarousel) setFocused(false);
    },
  };

  return {
    index,
    count,
    next,
    previous,
    goTo,
    /** Whether it advances by itself at all (when allowed): it has a pause/play control. */
    autoAdvances: autoAdvanceMs !== undefined,
    /** Whether it is advancing right now. */
    running,
    /** Whether the visitor may pause/play it (it auto-advances, runs in the browser, motion is allowed). */
    canAutoAdvance,
    stoppedByVisitor,
    toggleStoppedByVisitor: () => setStoppedByVisitor((stopped) => !stopped),
    pauseHandlers,
  };
}

export type CarouselState = ReturnType<typeof useCarousel>;
