import { useEffect, useState } from 'react';
import { chatBanner } from '#content/chat.js';
import { usePrefersReducedMotion } from '#web/hooks/use-prefers-reduced-motion.js';

/**
 * Whether the partners-and-invoices banner shows: for 2 s every 10 s, starting when the widget
 * appears (spec section 9 "Business constants and limits"). A visitor who asked for reduced motion
 * gets it steadily instead of flashing.
 */
export function useFlashingBanner(enabled: boolean): boolean {
  const steady = usePrefersReducedMotion();
  const [flashOn, setFlashOn] = useState(true);

  useEffect(() => {
    if (!enabled || steady) return;
    let hide: number | undefined;
    const flash = () => {
      setFlashOn(true);
      hide = window.setTimeout(() => setFlashOn(false), chatBanner.durationMs);
    };
    flash();
    const every = window.setInterval(flash, chatBanner.intervalMs);
    return () => {
      window.clearInterval(every);
      window.clearTimeout(hide);
    };
  }, [enabled, steady]);

  return enabled && (steady || flashOn);
}
