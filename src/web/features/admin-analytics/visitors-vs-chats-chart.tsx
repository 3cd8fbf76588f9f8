import { lazy } from 'react';
import { formatCount } from '#web/admin/lib/format.js';
import { ChartFigure } from './chart-figure.js';

const VisitorsVsChatsDrawing = lazy(async () => ({
  default: (await import('./visitors-vs-chats-drawing.js')).VisitorsVsChatsDrawing,
}));

/** 'Visitors vs Chat Interactions': the caller shows it only when either count is above 0. */
export function VisitorsVsChatsChart({ visitors, chats }: { visitors: number; chats: number }) {
  return (
    <ChartFigure
      title="Visitors vs Chat Interactions"
      description={`Visitors: ${formatCount(visitors)}. Chat interactions: ${formatCount(chats)}.`}
    >
      <VisitorsVsChatsDrawing visitors={visitors} chats={chats} />
    </ChartFigure>
  );
}
