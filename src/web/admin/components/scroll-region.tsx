import type { ReactNode } from 'react';

type ScrollRegionProps = { label: string; className?: string; children: ReactNode };

/** A labelled box that scrolls (a wide table, a long block); focusable so the keyboard can scroll it. */
export function ScrollRegion({ label, className = '', children }: ScrollRegionProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
    <section aria-label={label} tabIndex={0} className={className}>
      {children}
    </section>
  );
}
