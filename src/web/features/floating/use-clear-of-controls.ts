import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { hidesAControl } from './controls-under.js';

/**
 * For a floating piece that comes and goes: whether it may be seen now. While `wanted`, the piece
 * is laid out (invisible) in its place, and it becomes visible only while it hides no control of
 * the page, checked again as the visitor scrolls or resizes and as the floating group changes
 * shape. The check runs before paint, so a control is never hidden even for a frame.
 */
export function useClearOfControls<T extends HTMLElement>(
  wanted: boolean,
): [ref: RefObject<T | null>, visible: boolean] {
  const ref = useRef<T>(null);
  const [clear, setClear] = useState(false);

  useLayoutEffect(() => {
    const piece = ref.current;
    const group = piece?.closest('[data-floating-group]');
    if (!wanted || !piece || !group) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setClear(!hidesAControl(piece, group));
    };
    const checkNextFrame = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    check();
    // The group keeps a fixed box (see FloatingDock): its pieces coming and going is what moves
    // this one, so watch them as well as the group's width.
    const groupResized = new ResizeObserver(checkNextFrame);
    groupResized.observe(group);
    const piecesChanged = new MutationObserver(checkNextFrame);
    piecesChanged.observe(group, { childList: true, subtree: true });
    window.addEventListener('scroll', checkNextFrame, { passive: true });
    window.addEventListener('resize', checkNextFrame);
    return () => {
      window.cancelAnimationFrame(frame);
      groupResized.disconnect();
      piecesChanged.disconnect();
      window.removeEventListener('scroll', checkNextFrame);
      window.removeEventListener('resize', checkNextFrame);
      setClear(false);
    };
  }, [wanted]);

  return [ref, wanted && clear];
}
