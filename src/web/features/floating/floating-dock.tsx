import type { ReactNode } from 'react';
import { useCookieBannerHeight } from '#web/hooks/use-cookie-banner-height.js';
import { DockHeldBackContext } from './floating-dock-context.js';
import type { DockPlacement } from './use-held-back-over-text.js';

const placementClasses: Record<DockPlacement, string> = {
  // Not shown until measured. Transparent as well: from full opacity, a first measurement of
  // 'held-back' faded the button out over the page's text for the transition's 150 ms instead of
  // keeping it unseen (visibility flips at once, opacity fades).
  measuring: 'invisible opacity-0',
  'held-back': 'opacity-0 focus-within:opacity-100 focus-within:*:pointer-events-auto',
  shown: '*:pointer-events-auto',
};

/**
 * The one place where pieces float over the page: a row along the bottom of the window, above the
 * cookie banner when that is open. Its pieces are laid out side by side, and wrap upwards when the
 * window is too narrow for them, so they never overlap one another. The first piece sits in the
 * bottom-right corner; a piece with `mr-auto` keeps to the left. The row itself has no height, its
 * pieces standing on its bottom edge and rising from it: the box never moves as pieces come and
 * go, so none of them shifts the layout (a bottom-anchored box that grew with them moved its top).
 * It rises above an open cookie banner by a translation, not by its `bottom`: the banner often
 * opens after the dock has appeared, and a moved box would count as a layout shift.
 *
 * With `flex-wrap-reverse` the cross axis runs upwards, so `items-start` stands every piece on the
 * bottom edge of its line: the chat button keeps its spot when a taller piece beside it comes or
 * goes (aligned to the line's top, it moved down 20 px onto the page's text as the banner left).
 *
 * `placement` (see `useHeldBackOverText`): held back, the row is transparent and lets taps through
 * to the page, except while focus is inside it, so the first screen's text is not covered; while
 * its place is being measured, it is not shown.
 */
export function FloatingDock({
  placement = 'shown',
  children,
}: {
  placement?: DockPlacement;
  children: ReactNode;
}) {
  const cookieBannerHeight = useCookieBannerHeight();
  return (
    <DockHeldBackContext value={placement !== 'shown'}>
      <div
        data-floating-group
        style={{ translate: `0 ${-cookieBannerHeight}px` }}
        className={`pointer-events-none fixed inset-x-4 bottom-4 z-40 flex h-0 flex-row-reverse flex-wrap-reverse content-start items-start gap-2 transition-opacity motion-reduce:transition-none ${placementClasses[placement]}`}
      >
        {children}
      </div>
    </DockHeldBackContext>
  );
}
