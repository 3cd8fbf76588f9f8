import { lazy } from 'react';
import type { DailyActivity } from '#shared/analytics.js';
import { formatCount, formatDay } from '#web/admin/lib/format.js';
import { ChartFigure } from './chart-figure.js';

const DailyVisitsDrawing = lazy(async () => ({
  default: (await import('./daily-visits-drawing.js')).DailyVisitsDrawing,
}));

function summarise(days: DailyActivity[]): string {
  if (days.length === 0) return 'No days in this period.';
  const busiest = days.reduce((best, day) => (day.visitors > best.visitors ? day : best));
  const total = days.reduce((sum, day) => sum + day.visitors, 0);
  return `${days.length} days from ${formatDay(days[0]?.day ?? '')} to ${formatDay(days.at(-1)?.day ?? '')}: ${formatCount(total)} visitors in all, most on ${formatDay(busiest.day)} (${formatCount(busiest.visitors)}).`;
}

/** Visitors and chats per day (India Standard Time days), quiet days included as zeros. */
export function DailyVisitsChart({ days }: { days: DailyActivity[] }) {
  return (
    <ChartFigure title="Visits per Day" description={summarise(days)}>
      <DailyVisitsDrawing days={days} />
    </ChartFigure>
  );
}
