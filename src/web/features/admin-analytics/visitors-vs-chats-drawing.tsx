import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { usePrefersReducedMotion } from '#web/hooks/use-prefers-reduced-motion.js';

/** The pie of visitors and chat interactions (VisitorsVsChatsChart's drawing, loaded when first drawn). */
export function VisitorsVsChatsDrawing({ visitors, chats }: { visitors: number; chats: number }) {
  const reducedMotion = usePrefersReducedMotion();
  const slices = [
    { name: 'Visitors', value: visitors, colour: '#1d4ed8' },
    { name: 'Chat Interactions', value: chats, colour: '#ea580c' },
  ];
  return (
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
  );
}
