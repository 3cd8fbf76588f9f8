import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { type ApplicationStatus, applicationStatuses } from '../../../../shared/careers.js';
import { usePrefersReducedMotion } from '../../../hooks/use-prefers-reduced-motion.js';
import { AdminPanel } from '../components/admin-panel.js';
import { capitalize, formatCount } from '../lib/format.js';
import { statusChartColour } from './status-styles.js';

/** 'Application Status Overview': the pie of all applications by status (or 'No data'), with count tiles. */
export function StatusOverview({ counts }: { counts: Record<ApplicationStatus, number> }) {
  const reducedMotion = usePrefersReducedMotion();
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
            <div aria-hidden="true" className="h-56 w-full">
              <ResponsiveContainer width="100%" height="100%">
                <PieChart accessibilityLayer={false}>
                  <Pie
                    data={slices}
                    dataKey="value"
                    nameKey="name"
                    rootTabIndex={-1}
                    outerRadius="80%"
                    label
                    isAnimationActive={!reducedMotion}
                  >
                    {slices.map((slice) => (
                      <Cell
                        key={slice.status}
                        fill={statusChartColour[slice.status]}
                        data-status={slice.status}
                      />
                    ))}
                  </Pie>
                  <Tooltip />
                </PieChart>
              </ResponsiveContainer>
            </div>
          </figure>
        )}
        <dl className="grid grid-cols-2 gap-3">
          {applicationStatuses.map((status) => (
            <div key={status} className="rounded-lg border border-slate-200 p-3">
              <dt className="flex items-center gap-2 text-sm text-slate-700">
                <span
                  aria-hidden="true"
                  className="size-3 rounded-full"
                  style={{ backgroundColor: statusChartColour[status] }}
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
