import type { RankedItem } from '#shared/analytics.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { formatCount } from '#web/admin/lib/format.js';

type RankedListProps = { title: string; items: RankedItem[]; formatName?: (name: string) => string };

/** A top-N list with a bar per entry, relative to the first. */
export function RankedList({ title, items, formatName = (name) => name }: RankedListProps) {
  const top = items[0]?.count ?? 0;
  return (
    <AdminPanel title={title}>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">No data for this period.</p>
      ) : (
        <ol className="space-y-2">
          {items.map((item) => (
            <li key={item.name} className="text-sm">
              <div className="flex justify-between gap-3">
                <span className="break-all text-slate-800">{formatName(item.name) || '(none)'}</span>
                <span className="font-semibold text-slate-900">{formatCount(item.count)}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-slate-100">
                <div
                  className="h-1.5 rounded-full bg-brand-600"
                  style={{ width: `${top ? (item.count / top) * 100 : 0}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </AdminPanel>
  );
}
