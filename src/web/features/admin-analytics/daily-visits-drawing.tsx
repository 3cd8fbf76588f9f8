import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyActivity } from '#shared/analytics.js';
import { formatDay } from '#web/admin/lib/format.js';
import { usePrefersReducedMotion } from '#web/hooks/use-prefers-reduced-motion.js';

/** The two lines, in the colours of the visitors-vs-chats pie. */
const lines = [
  { dataKey: 'visitors', name: 'Visitors', colour: '#1d4ed8' },
  { dataKey: 'chats', name: 'Chats', colour: '#ea580c' },
] as const;

/** The lines of visitors and chats per day (DailyVisitsChart's drawing, loaded when first drawn). */
export function DailyVisitsDrawing({ days }: { days: DailyActivity[] }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
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
        {lines.map((line) => (
          <Line
            key={line.dataKey}
            type="monotone"
            dataKey={line.dataKey}
            name={line.name}
            stroke={line.colour}
            strokeWidth={2}
            dot={days.length <= 31}
            isAnimationActive={!reducedMotion}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
