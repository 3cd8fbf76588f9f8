import { type RefObject, use, useLayoutEffect, useRef, useState } from 'react';
import { hidesAControl } from './controls-under.js';
import { onFirstScreen } from './first-screen.js';
import { DockHeldBackContext } from './floating-dock-context.js';
import { coversText } from './text-under.js';
import { watchPlacement } from './watch-placement.js';

/**
 * For a floating piece that comes and goes (the teaser, the partners banner): whether it may be
 * seen now. While `wanted`, the piece is laid out (invisible) in its place, and it becomes visible
 * only while it hides no control of the page and, on the first screen, lies over none of its
 * text; never while the dock is held back. Checked again as the visitor scrolls or resizes and as
 * the floating group changes shape, before paint, so nothing is covered even for a frame.
 */
export function useClearOfPage<T extends HTMLElement>(
  wanted: boolean,
): [ref: RefObject<T | null>, visible: boolean] {
  const ref = useRef<T>(null);
  const heldBack = use(DockHeldBackContext);
  const [clear, setClear] = useState(false);

  useLayoutEffect(() => {
    const piece = ref.current;
    const group = piece?.closest('[data-floating-group]');
    if (!wanted || !piece || !group) return;
    const stop = watchPlacement(
      () => setClear(!hidesAControl(piece, group) && !(onFirstScreen() && coversText(piece, group))),
      group,
    );
    return () => {
      stop();
      setClear(false);
    };
  }, [wanted]);

  return [ref, wanted && clear && !heldBack];
}
