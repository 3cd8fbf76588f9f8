import { type RefObject, use, useEffect, useRef, useState } from 'react';
import { hidesAControl } from './controls-under.js';
import { onFirstScreen } from './first-screen.js';
import { DockHeldBackContext } from './floating-dock-context.js';
import { coversText } from './text-under.js';
import { watchPlacement } from './watch-placement.js';

/** Whether `piece` covers nothing the visitor needs: no control, and no text on the first screen. */
async function clearOfPage(piece: Element, group: Element): Promise<boolean> {
  if (await hidesAControl(piece, group)) return false;
  return !(onFirstScreen() && (await coversText(piece, group)));
}

/**
 * For a floating piece that comes and goes (the teaser, the partners banner): whether it may be
 * seen now. While `wanted`, the piece is laid out (invisible) in its place, and it becomes visible
 * only once measured to hide no control of the page and, on the first screen, to lie over none of
 * its text; never while the dock is held back. Measured again as the visitor scrolls or resizes
 * and as the floating group changes shape; until a measurement says so, it stays invisible.
 */
export function useClearOfPage<T extends HTMLElement>(
  wanted: boolean,
): [ref: RefObject<T | null>, visible: boolean] {
  const ref = useRef<T>(null);
  const heldBack = use(DockHeldBackContext);
  const [clear, setClear] = useState(false);

  useEffect(() => {
    const piece = ref.current;
    const group = piece?.closest('[data-floating-group]');
    if (!wanted || !piece || !group) return;
    // Invisible while moved: it shows again only once measured clear where it now is (measuring is
    // asynchronous, so until then it could lie over a link the scroll brought under it).
    const stop = watchPlacement(
      () => clearOfPage(piece, group),
      setClear,
      group,
      () => setClear(false),
    );
    return () => {
      stop();
      setClear(false);
    };
  }, [wanted]);

  return [ref, wanted && clear && !heldBack];
}
