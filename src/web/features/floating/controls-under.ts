import { type Box, boxesOf } from './page-boxes.js';

/**
 * What a floating piece could hide: the page's controls. A piece that comes and goes (the chat
 * teaser, the partners banner) shows only while it hides no control the visitor could use.
 */

const controlSelector = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  'video[controls]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The browser's control bar along the bottom of a video: the part of a video that takes clicks. */
const VIDEO_CONTROL_BAR_PX = 48;

/** The part of a control that must stay uncovered, clipped to the window; null when off screen. */
function controlBox(control: Element, rect: DOMRectReadOnly): Box | null {
  const top = control instanceof HTMLVideoElement ? rect.bottom - VIDEO_CONTROL_BAR_PX : rect.top;
  const box = {
    left: Math.max(rect.left, 0),
    top: Math.max(top, 0),
    right: Math.min(rect.right, window.innerWidth),
    bottom: Math.min(rect.bottom, window.innerHeight),
  };
  return box.right > box.left && box.bottom > box.top ? box : null;
}

/**
 * Whether `piece` hides `control`: its middle (where one taps), or more than a quarter of it. A
 * piece over the corner of a large photo tile leaves the tile usable.
 */
function hides(piece: Box, control: Box): boolean {
  const middleX = (control.left + control.right) / 2;
  const middleY = (control.top + control.bottom) / 2;
  if (middleX > piece.left && middleX < piece.right && middleY > piece.top && middleY < piece.bottom)
    return true;
  const width = Math.min(piece.right, control.right) - Math.max(piece.left, control.left);
  const height = Math.min(piece.bottom, control.bottom) - Math.max(piece.top, control.top);
  const area = (control.right - control.left) * (control.bottom - control.top);
  return width > 0 && height > 0 && width * height > area / 4;
}

/**
 * Whether `piece` hides a control of the page that is on screen. Controls inside `ownGroup` (the
 * floating pieces themselves) do not count. The boxes come from one IntersectionObserver pass
 * (`boxesOf`), so no layout is forced.
 */
export async function hidesAControl(piece: Element, ownGroup: Element): Promise<boolean> {
  const controls = [...document.querySelectorAll(controlSelector)].filter(
    (control) => !ownGroup.contains(control),
  );
  const boxes = await boxesOf([piece, ...controls]);
  const pieceBox = boxes.get(piece);
  if (!pieceBox || !piece.isConnected) return false;
  return controls.some((control) => {
    const rect = boxes.get(control);
    const box = rect && controlBox(control, rect);
    return box && hides(pieceBox, box) && (control.checkVisibility?.() ?? true);
  });
}
