import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import type { RankedItem } from '#shared/analytics.js';
import {
  type AnalyticsWindow,
  humanVisits,
  rolledUpDays,
  type VisitDimension,
  visitDimensionValue,
} from './analytics-scope.js';
import { rankedNames } from './ranked-counts.js';

/** Human visits counted by one attribute (`visitDimensionValue`), most first, closed days and today. */
export async function selectVisitBreakdown(
  db: Kysely<Database>,
  dimension: VisitDimension,
  window: AnalyticsWindow,
  limit: number,
): Promise<RankedItem[]> {
  const value = visitDimensionValue(dimension);
  const counts = rolledUpDays(db, window, dimension)
    .select(['name', 'visits as count'])
    .unionAll(
      humanVisits(db, window.liveFrom)
        .select((eb) => [value.as('name'), eb.fn.countAll<number>().as('count')])
        .groupBy(value),
    );
  return rankedNames(db, counts, limit);
}
