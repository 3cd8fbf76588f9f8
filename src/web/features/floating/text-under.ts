/**
 * What a floating piece could hide on the first screen: the page's text. A piece lying over the
 * words a visitor reads first (a card's title, a heading) is what issue 31 found on phones.
 */

type Box = Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>;

/** Lines of text smaller than this are not read: screen-reader-only text is clipped to 1 px. */
const MIN_LINE_PX = 2;

/** Distance between the points where the page under a piece is probed; less than a line's height. */
const PROBE_STEP_PX = 8;

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Points from `start` to `end`, `PROBE_STEP_PX` apart, and the far edge itself. */
function probes(start: number, end: number): number[] {
  const points: number[] = [];
  for (let at = start + 1; at < end - 1; at += PROBE_STEP_PX) points.push(at);
  points.push(end - 1);
  return points;
}

/**
 * Whether `piece` lies over a line of the page's text that the visitor can see. Text inside
 * `ownGroup` (the floating pieces themselves) does not count. Only the elements under the piece are
 * looked at (found by hit-testing a grid of points over it): walking every text node of the page
 * made each check cost tens of milliseconds on a long page (issue 32).
 */
export function coversText(piece: Element, ownGroup: Element): boolean {
  const pieceBox = piece.getBoundingClientRect();
  const under = new Set<Element>();
  for (const y of probes(pieceBox.top, pieceBox.bottom)) {
    for (const x of probes(pieceBox.left, pieceBox.right)) {
      for (const element of document.elementsFromPoint(x, y)) {
        if (!ownGroup.contains(element)) under.add(element);
      }
    }
  }
  const range = document.createRange();
  for (const element of under) {
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.width < MIN_LINE_PX || line.height < MIN_LINE_PX || !overlaps(line, pieceBox)) continue;
        if (element.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true)
          return true;
      }
    }
  }
  return false;
}
