import { lazy } from 'react';
import { type ApplicationStatus, applicationStatuses } from '#shared/careers.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { ChartBox } from '#web/admin/components/chart-box.js';
import { capitalize, formatCount } from '#web/admin/lib/format.js';
import { statusSwatchBackground } from './status-styles.js';

const StatusPieDrawing = lazy(async () => ({
  default: (await import('./status-pie-drawing.js')).StatusPieDrawing,
}));

/** 'Application Status Overview': the pie of all applications by status (or 'No data'), with count tiles. */
export function StatusOverview({ counts }: { counts: Record<ApplicationStatus, number> }) {
  const slices = applicationStatuses
    .map((status) => ({ status, name: capitalize(status), value: counts[status] }))
    .filter((slice) => slice.value > 0);
  const description = applicationStatuses
    .map((status) => `${capitalize(status)}: ${counts[status]}`)
    .join(', ');

  return (
    <AdminPanel title="Application Status Overview">
      <div className="grid items-center gap-4 md:grid-cols-2">
        {slices.length === 0 ? (
          <p className="flex h-56 items-center justify-center text-slate-600">No data</p>
        ) : (
          <figure>
            <figcaption className="sr-only">Applications by status. {description}.</figcaption>
            <ChartBox className="h-56 w-full">
              <StatusPieDrawing slices={slices} />
            </ChartBox>
          </figure>
        )}
        <dl className="grid grid-cols-2 gap-3">
          {applicationStatuses.map((status) => (
            <div key={status} className="rounded-lg border border-slate-200 p-3">
              <dt className="flex items-center gap-2 text-sm text-slate-700">
                <span
                  aria-hidden="true"
                  className="size-3 rounded-full"
                  style={{ background: statusSwatchBackground(status) }}
                />
                {capitalize(status)}
              </dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{formatCount(counts[status])}</dd>
            </div>
          ))}
        </dl>
      </div>
    </AdminPanel>
  );
}
