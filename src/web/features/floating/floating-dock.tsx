import type { ReactNode } from 'react';

/**
 * The one place where pieces float over the page: a row along the bottom of the window, above the
 * cookie banner when that is open. Its pieces are laid out side by side, and wrap upwards when the
 * window is too narrow for them, so they never overlap one another. The first piece sits in the
 * bottom-right corner; a piece with `mr-auto` keeps to the left.
 */
export function FloatingDock({ children }: { children: ReactNode }) {
  return (
    <div
      data-floating-group
      className="pointer-events-none fixed inset-x-4 bottom-(--floating-dock-bottom) z-40 flex flex-row-reverse flex-wrap-reverse items-end gap-2 *:pointer-events-auto"
    >
      {children}
    </div>
  );
}
