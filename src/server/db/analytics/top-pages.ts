import type { Kysely } from 'kysely';
import type { RankedItem } from '../../../shared/analytics.js';
import type { Database } from '../schema.js';
import { humanPageViews } from './analytics-scope.js';

/** The most viewed paths, by human page views. */
export async function selectTopPages(
  db: Kysely<Database>,
  since: string | null,
  limit: number,
): Promise<RankedItem[]> {
  const rows = await humanPageViews(db, since)
    .select((eb) => ['path', eb.fn.countAll().as('count')])
    .groupBy('path')
    .orderBy('count', 'desc')
    .orderBy('path')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ name: row.path, count: Number(row.count) }));
}
