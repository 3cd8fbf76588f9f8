/**
 * The boxes of many elements of the page (viewport coordinates), read without forcing a layout:
 * an IntersectionObserver reports each target's box with its first notification, which the
 * browser computes in its own rendering step after the next frame. Hit-testing points over a
 * floating piece (`elementsFromPoint`) or reading each box in a script forced style, layout and
 * hundreds of hit tests into one task: 0.6–0.9 s on /retail on a busy machine (issue 32).
 */

/**
 * A target removed from the page before the browser's next rendering step may get no notification:
 * after this long the boxes found so far are the answer (a missing one overlaps nothing).
 */
const GIVE_UP_MS = 1000;

export function boxesOf(elements: Iterable<Element>): Promise<Map<Element, DOMRectReadOnly>> {
  const targets = new Set(elements);
  const boxes = new Map<Element, DOMRectReadOnly>();
  if (targets.size === 0) return Promise.resolve(boxes);
  return new Promise((resolve) => {
    const finish = () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
      resolve(boxes);
    };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) boxes.set(entry.target, entry.boundingClientRect);
      if (boxes.size >= targets.size) finish();
    });
    const giveUp = window.setTimeout(finish, GIVE_UP_MS);
    for (const target of targets) observer.observe(target);
  });
}

export type Box = Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>;

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
