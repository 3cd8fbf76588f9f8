import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyActivity } from '#shared/analytics.js';
import { formatDay } from '#web/features/admin/lib/format.js';
import { usePrefersReducedMotion } from '#web/hooks/use-prefers-reduced-motion.js';

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
  );
}
