import { useEffect, useState } from 'react';

const minute = 60_000;

/**
 * The instant the opening statuses are computed for: the server's render time while the page
 * loads and hydrates (so the browser shows exactly the server's words, no layout shift), then the
 * browser's clock, moved on at each minute's turn so a status is right within a minute even on a
 * page served from a cache.
 */
export function useClock(renderedAt: string): Date {
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(new Date(current));
      timer = setTimeout(tick, minute - (current % minute));
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
