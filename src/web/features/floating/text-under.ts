/**
 * What a floating piece could hide on the first screen: the page's text. A piece lying over the
 * words a visitor reads first (a card's title, a heading) is what issue 31 found on phones.
 */

type Box = Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>;

/** Lines of text smaller than this are not read: screen-reader-only text is clipped to 1 px. */
const MIN_LINE_PX = 2;

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Whether `piece` lies over a line of the page's text that the visitor can see. Text inside
 * `ownGroup` (the floating pieces themselves) does not count.
 */
export function coversText(piece: Element, ownGroup: Element): boolean {
  const pieceBox = piece.getBoundingClientRect();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || ownGroup.contains(parent)) continue;
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (line.width < MIN_LINE_PX || line.height < MIN_LINE_PX || !overlaps(line, pieceBox)) continue;
      if (parent.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true) return true;
    }
  }
  return false;
}
