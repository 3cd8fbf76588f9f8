import { useCallback } from 'react';
import { capitalize, formatDateTime } from '../lib/format.js';
import { useAsyncData } from '../lib/use-async-data.js';
import { useAdminApi } from '../session/admin-session-context.js';

/** The status changes of one application, oldest first (`GET /api/careers/applications/:id/history`). */
export function StatusHistory({ applicationId, id }: { applicationId: number; id: string }) {
  const api = useAdminApi();
  const load = useCallback((signal: AbortSignal) => api.history(applicationId, signal), [api, applicationId]);
  const { data, error, loading } = useAsyncData(load);

  return (
    <div id={id} className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
      {loading && !data && <p role="status">Loading history...</p>}
      {error && (
        <p role="alert" className="text-red-800">
          Failed to load the status history
        </p>
      )}
      {data && data.length === 0 && <p>No status changes yet.</p>}
      {data && data.length > 0 && (
        <ol className="space-y-1">
          {data.map((change) => (
            <li key={`${change.changed_at}-${change.to_status}`}>
              {change.from_status === null
                ? `Received as ${capitalize(change.to_status)}`
                : `${capitalize(change.from_status)} → ${capitalize(change.to_status)}`}
              <span className="text-slate-600"> · {formatDateTime(change.changed_at)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
