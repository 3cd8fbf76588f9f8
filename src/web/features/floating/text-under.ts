/**
 * What a floating piece could hide on the first screen: the page's text. A piece lying over the
 * words a visitor reads first (a card's title, a heading) is what issue 31 found on phones.
 */
import { boxesOf, overlaps } from './page-boxes.js';

/** Lines of text smaller than this are not read: screen-reader-only text is clipped to 1 px. */
const MIN_LINE_PX = 2;

/** The elements that hold text of their own (not only whitespace), outside `ownGroup`. */
function textHolders(ownGroup: Element): Set<Element> {
  const holders = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && !holders.has(parent) && node.textContent?.trim() && !ownGroup.contains(parent))
      holders.add(parent);
  }
  return holders;
}

/** Whether a line of `element`'s own text, as laid out, lies over `pieceBox`. */
function hasLineOver(element: Element, pieceBox: DOMRectReadOnly): boolean {
  const range = document.createRange();
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (line.width >= MIN_LINE_PX && line.height >= MIN_LINE_PX && overlaps(line, pieceBox)) return true;
    }
  }
  return false;
}

/**
 * Whether `piece` lies over a line of the page's text that the visitor can see. Text inside
 * `ownGroup` (the floating pieces themselves) does not count. The boxes of the elements holding
 * text come from one IntersectionObserver pass (`boxesOf`); only the few under the piece are
 * looked at line by line.
 */
export async function coversText(piece: Element, ownGroup: Element): Promise<boolean> {
  const holders = textHolders(ownGroup);
  const boxes = await boxesOf([piece, ...holders]);
  const pieceBox = boxes.get(piece);
  if (!pieceBox || !piece.isConnected) return false;
  for (const holder of holders) {
    const box = boxes.get(holder);
    if (!box || box.width < MIN_LINE_PX || box.height < MIN_LINE_PX || !overlaps(box, pieceBox)) continue;
    if (
      hasLineOver(holder, pieceBox) &&
      (holder.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true)
    )
      return true;
  }
  return false;
}
