import { type RefObject, useLayoutEffect, useState } from 'react';
import { onFirstScreen } from './first-screen.js';
import { coversText } from './text-under.js';
import { watchPlacement } from './watch-placement.js';

/**
 * For the piece that is always there (the chat button): whether the dock must be held back because,
 * on the page's first screen, the piece would lie over text (on a phone, a card's title under the
 * button). A held-back dock is transparent and lets taps through until the visitor scrolls, and
 * shows again as soon as a keyboard brings focus into it: the chat stays one Tab away.
 */
export function useHeldBackOverText(piece: RefObject<HTMLElement | null>): boolean {
  const [heldBack, setHeldBack] = useState(false);

  useLayoutEffect(() => {
    const element = piece.current;
    const group = element?.closest('[data-floating-group]');
    if (!element || !group) return;
    // Below the first screen nothing is measured: scrolling costs no walk over the page's text.
    return watchPlacement(() => setHeldBack(onFirstScreen() && coversText(element, group)), group);
  }, [piece]);

  return heldBack;
}
