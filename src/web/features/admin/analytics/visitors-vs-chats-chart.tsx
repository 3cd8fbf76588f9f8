import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { formatCount } from '#web/features/admin/lib/format.js';
import { usePrefersReducedMotion } from '#web/hooks/use-prefers-reduced-motion.js';
import { ChartFigure } from './chart-figure.js';

/** 'Visitors vs Chat Interactions': the caller shows it only when either count is above 0. */
export function VisitorsVsChatsChart({ visitors, chats }: { visitors: number; chats: number }) {
  const reducedMotion = usePrefersReducedMotion();
  const slices = [
    { name: 'Visitors', value: visitors, colour: '#1d4ed8' },
    { name: 'Chat Interactions', value: chats, colour: '#ea580c' },
  ];
  return (
    <ChartFigure
      title="Visitors vs Chat Interactions"
      description={`Visitors: ${formatCount(visitors)}. Chat interactions: ${formatCount(chats)}.`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            data={slices}
            dataKey="value"
            nameKey="name"
            rootTabIndex={-1}
            outerRadius="75%"
            label
            isAnimationActive={!reducedMotion}
          >
            {slices.map((slice) => (
              <Cell key={slice.name} fill={slice.colour} />
            ))}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
