import { type Kysely, sql } from 'kysely';
import { directReferrer, type RankedItem } from '../../../shared/analytics.js';
import type { Database } from '../schema.js';
import { humanVisits } from './analytics-scope.js';

/** The visit attributes the dashboard ranks. */
export type VisitDimension = 'referrer' | 'browser' | 'device_type';

/**
 * Human visits counted by one attribute, most first. Empty and 'direct' referrers (the seed wrote
 * both) count as 'Direct'.
 */
export async function selectVisitBreakdown(
  db: Kysely<Database>,
  dimension: VisitDimension,
  since: string | null,
  limit: number,
): Promise<RankedItem[]> {
  const column = sql.ref(`visitors.${dimension}`);
  const value =
    dimension === 'referrer'
      ? sql<string>`case when ${column} = '' or lower(${column}) = 'direct' then ${sql.lit(directReferrer)} else ${column} end`
      : sql<string>`${column}`;
  const rows = await humanVisits(db, since)
    .select((eb) => [value.as('name'), eb.fn.countAll().as('count')])
    .groupBy(value)
    .orderBy('count', 'desc')
    .orderBy('name')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}
