import { useId } from 'react';
import { Cell, Pie, PieChart, type PieLabelRenderProps, ResponsiveContainer, Tooltip } from 'recharts';
import { type ApplicationStatus, applicationStatuses } from '#shared/careers.js';
import { usePrefersReducedMotion } from '#web/hooks/use-prefers-reduced-motion.js';
import { statusChartColour, statusStripeColour } from './status-styles.js';

/** A status's slice: its name on the chart and how many applications have it. */
export type StatusSlice = { status: ApplicationStatus; name: string; value: number };

/** Each slice named on the chart with its count ('Reviewing: 2'), in dark text whatever its hue. */
function SliceLabel({ x, y, textAnchor, name, value }: PieLabelRenderProps) {
  return (
    <text x={x} y={y} textAnchor={textAnchor} dominantBaseline="central" fill="#0f172a" fontSize={13}>
      {`${name}: ${value}`}
    </text>
  );
}

/** The pie of applications by status (StatusOverview's drawing, loaded when first drawn). */
export function StatusPieDrawing({ slices }: { slices: StatusSlice[] }) {
  const reducedMotion = usePrefersReducedMotion();
  // React's ids hold characters that a url(#...) reference would need escaped.
  const patternIdPrefix = `status-pattern-${useId().replace(/[^\w-]/g, '')}`;
  const sliceFill = (status: ApplicationStatus) =>
    statusStripeColour[status] ? `url(#${patternIdPrefix}-${status})` : statusChartColour[status];
  return (
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
          // White lines part the slices; a whole circle has no part, and its line would be a seam.
          stroke={slices.length > 1 ? '#ffffff' : 'none'}
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
  );
}
