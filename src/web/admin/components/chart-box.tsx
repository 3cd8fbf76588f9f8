import { type ReactNode, Suspense } from 'react';

/**
 * The fixed-size box a chart draws itself in, hidden from screen readers (the chart's figures are
 * given in words beside it). The drawings come in a chunk of their own (the chart library is most
 * of the dashboard's code), so the box says so until one is there, at the size the chart will take.
 */
export function ChartBox({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div aria-hidden="true" className={className}>
      <Suspense
        fallback={
          <p className="flex h-full items-center justify-center text-sm text-slate-600">
            Loading the chart...
          </p>
        }
      >
        {children}
      </Suspense>
    </div>
  );
}
