import { type RefObject, useEffect, useState } from 'react';
import { onFirstScreen } from './first-screen.js';
import { coversText } from './text-under.js';
import { watchPlacement } from './watch-placement.js';

/**
 * Where the dock stands: `measuring` until its piece's place is first measured (the dock is not
 * shown yet), `held-back` while the piece would lie over text, `shown` otherwise.
 */
export type DockPlacement = 'measuring' | 'held-back' | 'shown';

/**
 * For the piece that is always there (the chat button): whether the dock must be held back because,
 * on the page's first screen, the piece would lie over text (on a phone, a card's title under the
 * button). A held-back dock is transparent and lets taps through until the visitor scrolls, and
 * shows again as soon as a keyboard brings focus into it: the chat stays one Tab away. The first
 * measurement is asynchronous (see `boxesOf`), so until it comes the dock is not shown at all.
 */
export function useHeldBackOverText(piece: RefObject<HTMLElement | null>): DockPlacement {
  const [placement, setPlacement] = useState<DockPlacement>('measuring');

  useEffect(() => {
    const element = piece.current;
    const group = element?.closest('[data-floating-group]');
    if (!element || !group) return;
    // Below the first screen nothing is measured: scrolling costs no walk over the page's text.
    return watchPlacement(
      async () => onFirstScreen() && (await coversText(element, group)),
      (overText) => setPlacement(overText ? 'held-back' : 'shown'),
      group,
    );
  }, [piece]);

  return placement;
}
