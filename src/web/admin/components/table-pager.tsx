import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatCount } from '#web/admin/lib/format.js';
import { AdminButton } from './admin-button.js';

type TablePagerProps = {
  /** What the rows are, for the buttons' names: 'visitors'. */
  noun: string;
  offset: number;
  pageSize: number;
  total: number;
  onOffsetChange: (offset: number) => void;
};

/** 'Showing 26–50 of 120' with Previous and Next; the server sends one page at a time. */
export function TablePager({ noun, offset, pageSize, total, onOffsetChange }: TablePagerProps) {
  if (total <= pageSize && offset === 0) return null;
  const last = Math.min(offset + pageSize, total);
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="flex flex-wrap items-center justify-between gap-2 pt-3 text-sm"
    >
      <p className="text-slate-700">
        Showing {formatCount(total === 0 ? 0 : offset + 1)}–{formatCount(last)} of {formatCount(total)}
      </p>
      <div className="flex gap-2">
        <AdminButton
          aria-label={`Previous page of ${noun}`}
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </AdminButton>
        <AdminButton
          aria-label={`Next page of ${noun}`}
          disabled={last >= total}
          onClick={() => onOffsetChange(offset + pageSize)}
        >
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </AdminButton>
      </div>
    </nav>
  );
}
