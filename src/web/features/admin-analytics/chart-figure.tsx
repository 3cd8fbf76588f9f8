import type { ReactNode } from 'react';
import { ChartBox } from '#web/admin/components/chart-box.js';

type ChartFigureProps = {
  title: string;
  /** The chart's figures in words, for screen readers (the drawing itself is hidden from them). */
  description: string;
  children: ReactNode;
};

/** A titled chart panel; the chart fills a fixed-height box so it can size itself. */
export function ChartFigure({ title, description, children }: ChartFigureProps) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="text-base font-semibold text-slate-900">{title}</figcaption>
      <p className="sr-only">{description}</p>
      <ChartBox className="mt-2 h-64 w-full">{children}</ChartBox>
    </figure>
  );
}
