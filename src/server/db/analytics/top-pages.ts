import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import type { RankedItem } from '#shared/analytics.js';
import { type AnalyticsWindow, humanPageViews, rolledUpDays } from './analytics-scope.js';
import { rankedNames } from './ranked-counts.js';

/** The most viewed paths, by human page views, closed days and live. */
export async function selectTopPages(
  db: Kysely<Database>,
  window: AnalyticsWindow,
  limit: number,
): Promise<RankedItem[]> {
  const counts = rolledUpDays(db, window, 'page')
    .select(['name', 'page_views as count'])
    .unionAll(
      humanPageViews(db, window.liveFrom)
        .select((eb) => ['page_views.path as name', eb.fn.countAll<number>().as('count')])
        .groupBy('page_views.path'),
    );
  return rankedNames(db, counts, limit);
}
