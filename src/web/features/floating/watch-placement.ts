/**
 * Runs `check` now, and again on the next animation frame after the page scrolls, resizes or
 * changes height (an island hydrating below), or the floating group changes shape. Returns what
 * stops watching.
 */
export function watchPlacement(check: () => void, group: Element): () => void {
  let frame = 0;
  const checkNextFrame = () => {
    if (frame !== 0) return;
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      check();
    });
  };
  check();
  // The group keeps a fixed box (see FloatingDock): its pieces coming and going is what moves
  // a piece, so watch them as well as the group's width.
  const groupResized = new ResizeObserver(checkNextFrame);
  const piecesChanged = new MutationObserver(checkNextFrame);
  groupResized.observe(group);
  groupResized.observe(document.body);
  piecesChanged.observe(group, { childList: true, subtree: true });
  window.addEventListener('scroll', checkNextFrame, { passive: true });
  window.addEventListener('resize', checkNextFrame);
  return () => {
    window.cancelAnimationFrame(frame);
    groupResized.disconnect();
    piecesChanged.disconnect();
    window.removeEventListener('scroll', checkNextFrame);
    window.removeEventListener('resize', checkNextFrame);
  };
}
