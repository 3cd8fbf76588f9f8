import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region.js';

/** A table that scrolls sideways on narrow screens. */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollRegion label={label} className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">{children}</table>
    </ScrollRegion>
  );
}
