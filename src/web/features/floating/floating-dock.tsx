import type { ReactNode } from 'react';

/**
 * The one place where pieces float over the page: a row along the bottom of the window, above the
 * cookie banner when that is open. Its pieces are laid out side by side, and wrap upwards when the
 * window is too narrow for them, so they never overlap one another. The first piece sits in the
 * bottom-right corner; a piece with `mr-auto` keeps to the left. The row itself has no height, its
 * pieces standing on its bottom edge and rising from it: the box never moves as pieces come and
 * go, so none of them shifts the layout (a bottom-anchored box that grew with them moved its top).
 * It rises above an open cookie banner by a translation, not by its `bottom`: the banner often
 * opens after the dock has appeared, and a moved box would count as a layout shift.
 */
export function FloatingDock({ children }: { children: ReactNode }) {
  return (
    <div
      data-floating-group
      className="pointer-events-none fixed inset-x-4 bottom-4 z-40 flex h-0 -translate-y-(--cookie-banner-height,0px) flex-row-reverse flex-wrap-reverse content-start items-end gap-2 *:pointer-events-auto"
    >
      {children}
    </div>
  );
}
