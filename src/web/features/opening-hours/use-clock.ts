import { useEffect, useState } from 'react';

const minute = 60_000;

const minuteOf = (instantMs: number) => Math.floor(instantMs / minute);

/**
 * One look at the browser's clock at `currentMs`: the instant to show, unless it is still the
 * minute the server rendered in (an opening status changes only at a minute's turn, so the
 * server's words stand and the page is not drawn again for nothing right after it hydrates), and
 * how long until the next look, at the next minute's turn.
 */
export function clockReading(renderedAtMs: number, currentMs: number) {
  return {
    moveTo: minuteOf(currentMs) === minuteOf(renderedAtMs) ? undefined : new Date(currentMs),
    nextLookInMs: minute - (currentMs % minute),
  };
}

/**
 * The instant the opening statuses are computed for: the server's render time while the page
 * loads and hydrates (so the browser shows exactly the server's words, no layout shift), then the
 * browser's clock, moved on at each minute's turn so a status is right within a minute even on a
 * page served from a cache.
 */
export function useClock(renderedAt: string): Date {
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    const renderedAtMs = Date.parse(renderedAt);
    let timer: ReturnType<typeof setTimeout>;
    const look = () => {
      const { moveTo, nextLookInMs } = clockReading(renderedAtMs, Date.now());
      if (moveTo) setNow(moveTo);
      timer = setTimeout(look, nextLookInMs);
    };
    look();
    return () => clearTimeout(timer);
  }, [renderedAt]);
  return now;
}
