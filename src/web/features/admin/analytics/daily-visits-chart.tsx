import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyActivity } from '#shared/analytics.js';
import { formatCount, formatDay } from '#web/features/admin/lib/format.js';
import { usePrefersReducedMotion } from '#web/hooks/use-prefers-reduced-motion.js';
import { ChartFigure } from './chart-figure.js';

function summarise(days: DailyActivity[]): string {
  if (days.length === 0) return 'No days in this period.';
  const busiest = days.reduce((best, day) => (day.visitors > best.visitors ? day : best));
  const total = days.reduce((sum, day) => sum + day.visitors, 0);
  return `${days.length} days from ${formatDay(days[0]?.day ?? '')} to ${formatDay(days.at(-1)?.day ?? '')}: ${formatCount(total)} visitors in all, most on ${formatDay(busiest.day)} (${formatCount(busiest.visitors)}).`;
}

/** Visitors and chats per day (India Standard Time days), quiet days included as zeros. */
export function DailyVisitsChart({ days }: { days: DailyActivity[] }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ChartFigure title="Visits per Day" description={summarise(days)}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={days}
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 0, left: -16 }}
        >
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
          <XAxis
            dataKey="day"
            tickFormatter={formatDay}
            tick={{ fill: '#475569', fontSize: 12 }}
            minTickGap={16}
          />
          <YAxis allowDecimals={false} tick={{ fill: '#475569', fontSize: 12 }} />
          <Tooltip labelFormatter={(day) => formatDay(String(day))} />
          <Legend />
          <Line
            type="monotone"
            dataKey="visitors"
            name="Visitors"
            stroke="#1d4ed8"
            strokeWidth={2}
            dot={days.length <= 31}
            isAnimationActive={!reducedMotion}
          />
          <Line
            type="monotone"
            dataKey="chats"
            name="Chats"
            stroke="#ea580c"
            strokeWidth={2}
            dot={days.length <= 31}
            isAnimationActive={!reducedMotion}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
