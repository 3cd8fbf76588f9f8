import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.js';

type CarouselOptions = {
  count: number;
  /** Milliseconds between automatic advances; omit for a carousel that moves only when asked. */
  autoAdvanceMs?: number;
};

/**
 * The state of a wrap-around carousel: next from the last goes to the first, previous from the
 * first to the last, and `goTo` jumps. With `autoAdvanceMs` it advances by itself, except while
 * paused (hover or focus inside, which the caller reports with `setHovered`/`setFocused`), while
 * the visitor has stopped it (WCAG 2.2.2), or under `prefers-reduced-motion`.
 */
export function useCarousel({ count, autoAdvanceMs }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);
  const goTo = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);

  const autoAdvances = autoAdvanceMs !== undefined && !reducedMotion && !stoppedByVisitor;
  const running = autoAdvances && !hovered && !focused;

  useEffect(() => {
    if (!running || autoAdvanceMs === undefined) return;
    const timer = window.setInterval(next, autoAdvanceMs);
    return () => window.clearInterval(timer);
  }, [running, autoAdvanceMs, next]);

  return {
    index,
    count,
    next,
    previous,
    goTo,
    /** Whether it is advancing right now. */
    running,
    /** Whether the visitor may pause/play it (it auto-advances and motion is allowed). */
    canAutoAdvance: autoAdvanceMs !== undefined && !reducedMotion,
    stoppedByVisitor,
    toggleStoppedByVisitor: () => setStoppedByVisitor((stopped) => !stopped),
    setHovered,
    setFocused,
  };
}
