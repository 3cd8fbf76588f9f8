/**
 * Measures a floating piece's placement now, and again on the next animation frame after the page
 * scrolls, resizes or changes height (an island hydrating below), or the floating group changes
 * shape; `apply` gets each measurement that is still the latest when it arrives (measurements are
 * asynchronous, see `boxesOf`). Returns what stops watching.
 */
export function watchPlacement<Result>(
  measure: () => Promise<Result>,
  apply: (result: Result) => void,
  group: Element,
  /** Called at once when the page moves under the piece, before it is measured again. */
  onMoved: () => void = () => {},
): () => void {
  let frame = 0;
  let latest = 0;
  let stopped = false;
  const measureNow = () => {
    const run = ++latest;
    void measure().then((result) => {
      if (!stopped && run === latest) apply(result);
    });
  };
  const measureNextFrame = () => {
    onMoved();
    if (frame !== 0) return;
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      measureNow();
    });
  };
  measureNow();
  // The group keeps a fixed box (see FloatingDock): its pieces coming and going is what moves
  // a piece, so watch them as well as the group's width; and the group's own style, whose
  // translation lifts it above the cookie banner when that opens (often after the first
  // measurement, on a busy phone), which neither resizes nor adds anything.
  // A ResizeObserver reports every box it observes once when observing starts, in the same
  // rendering step that answers the measurement just made: not a change. Measuring again for it
  // walked the page's text twice as a page loaded (issue 49: the chat dock's checks were the whole
  // of /retail's added main-thread time).
  let startReported = false;
  const groupResized = new ResizeObserver(() => {
    if (startReported) measureNextFrame();
    startReported = true;
  });
  const piecesChanged = new MutationObserver(measureNextFrame);
  groupResized.observe(group);
  groupResized.observe(document.body);
  piecesChanged.observe(group, { childList: true, subtree: true });
  // An observer of its own: observing the group again with other options would replace these.
  const groupLifted = new MutationObserver(measureNextFrame);
  groupLifted.observe(group, { attributes: true, attributeFilter: ['style'] });
  window.addEventListener('scroll', measureNextFrame, { passive: true });
  window.addEventListener('resize', measureNextFrame);
  return () => {
    stopped = true;
    window.cancelAnimationFrame(frame);
    groupResized.disconnect();
    piecesChanged.disconnect();
    groupLifted.disconnect();
    window.removeEventListener('scroll', measureNextFrame);
    window.removeEventListener('resize', measureNextFrame);
  };
}
