import { capitalize, formatDateTime } from '#web/admin/lib/format.js';
import { useStatusHistory } from './applications-queries.js';

/** The status changes of one application, oldest first (`GET /api/careers/applications/:id/history`). */
export function StatusHistory({ applicationId, id }: { applicationId: number; id: string }) {
  const { data, error, isFetching } = useStatusHistory(applicationId);

  return (
    <div id={id} className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
      {isFetching && !data && <p role="status">Loading history...</p>}
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
              <span className="text-slate-600">
                {' '}
                · {formatDateTime(change.changed_at)}
                {change.changed_by === null ? '' : ` by ${change.changed_by}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
