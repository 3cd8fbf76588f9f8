import { useId } from 'react';
import { Cell, Pie, PieChart, type PieLabelRenderProps, ResponsiveContainer, Tooltip } from 'recharts';
import { type ApplicationStatus, applicationStatuses } from '#shared/careers.js';
import { AdminPanel } from '#web/features/admin/components/admin-panel.js';
import { capitalize, formatCount } from '#web/features/admin/lib/format.js';
import { usePrefersReducedMotion } from '#web/hooks/use-prefers-reduced-motion.js';
import { statusChartColour, statusStripeColour, statusSwatchBackground } from './status-styles.js';

/** Each slice named on the chart with its count ('Reviewing: 2'), in dark text whatever its hue. */
function SliceLabel({ x, y, textAnchor, name, value }: PieLabelRenderProps) {
  return (
    <text x={x} y={y} textAnchor={textAnchor} dominantBaseline="central" fill="#0f172a" fontSize={13}>
      {`${name}: ${value}`}
    </text>
  );
}

/** 'Application Status Overview': the pie of all applications by status (or 'No data'), with count tiles. */
export function StatusOverview({ counts }: { counts: Record<ApplicationStatus, number> }) {
  const reducedMotion = usePrefersReducedMotion();
  // React's ids hold characters that a url(#...) reference would need escaped.
  const patternIdPrefix = `status-pattern-${useId().replace(/[^\w-]/g, '')}`;
  const sliceFill = (status: ApplicationStatus) =>
    statusStripeColour[status] ? `url(#${patternIdPrefix}-${status})` : statusChartColour[status];
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
                  <defs>
                    {applicationStatuses.map((status) => {
                      const stripe = statusStripeColour[status];
                      return (
                        stripe && (
                          <pattern
                            key={status}
                            id={`${patternIdPrefix}-${status}`}
                            patternUnits="userSpaceOnUse"
                            width="8"
                            height="8"
                            patternTransform="rotate(45)"
                          >
                            <rect width="8" height="8" fill={statusChartColour[status]} />
                            <rect width="3" height="8" fill={stripe} />
                          </pattern>
                        )
                      );
                    })}
                  </defs>
                  <Pie
                    data={slices}
                    dataKey="value"
                    nameKey="name"
                    rootTabIndex={-1}
                    outerRadius="70%"
                    label={SliceLabel}
                    isAnimationActive={!reducedMotion}
                  >
                    {slices.map((slice) => (
                      <Cell key={slice.status} fill={sliceFill(slice.status)} data-status={slice.status} />
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
