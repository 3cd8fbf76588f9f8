import { AdminPanel } from '#web/admin/components/admin-panel.js';
import type { StorageEntry } from './browser-storage.js';

/** What this browser keeps under each of the site's localStorage keys. */
export function LocalStoragePanel({ entries }: { entries: StorageEntry[] }) {
  return (
    <AdminPanel title="Local Storage Data" headingLevel={2}>
      <dl className="divide-y divide-slate-100 text-sm">
        {entries.map((entry) => (
          <div key={entry.key} className="flex flex-wrap justify-between gap-2 py-1.5">
            <dt className="font-mono text-xs text-slate-900">{entry.key}</dt>
            <dd className={`break-all ${entry.present ? 'text-slate-800' : 'text-slate-600'}`}>
              {entry.summary}
            </dd>
          </div>
        ))}
      </dl>
    </AdminPanel>
  );
}
