import { ContentText } from '#web/islands/untranslated-texts.js';
import type { AboutStatistic } from './about-statistics.js';
import { useAboutCounters } from './use-about-counters.js';

/**
 * The four figures of the About block. Screen readers get each final value once (the ticking
 * number is hidden from them), so they never read a half-counted figure.
 */
export function AboutStatistics({ statistics }: { statistics: readonly AboutStatistic[] }) {
  const { blockRef, values } = useAboutCounters(statistics);
  return (
    <dl ref={blockRef} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {statistics.map((statistic) => {
        const shown = statistic.animated ? values[statistic.key] : statistic.value;
        return (
          <div
            key={statistic.key}
            className="flex flex-col-reverse items-center rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200"
          >
            <dt className="mt-1 text-sm font-medium text-slate-600">
              <ContentText text={statistic.label} />
            </dt>
            <dd className="grid text-3xl font-extrabold tabular-nums text-brand-700 sm:text-4xl">
              {/* The final figure, transparent, holds the width and is what screen readers read;
                  the shown one counts over it from its left edge. Centred, each new digit moved the
                  figure, a layout shift (CLS above 0 on /about and /contact); at the final value
                  the two are the same. */}
              <span className="col-start-1 row-start-1 opacity-0">
                {statistic.value}
                {statistic.suffix}
              </span>
              <span aria-hidden="true" className="col-start-1 row-start-1 text-left">
                {/* One text, so the suffix does not move on its own. */}
                {`${shown}${statistic.suffix}`}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
