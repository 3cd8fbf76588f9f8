import type { ApplicationStatus } from '#shared/careers.js';
import { capitalize } from '#web/admin/lib/format.js';
import { statusBadgeClass } from './status-styles.js';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${statusBadgeClass[status]}`}
    >
      <span className="sr-only">Status: </span>
      {capitalize(status)}
    </span>
  );
}
