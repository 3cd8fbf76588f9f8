import type { Kysely } from 'kysely';
import type { LocationCount } from '../../../shared/analytics.js';
import type { Database } from '../schema.js';
import { humanVisits } from './analytics-scope.js';

/** Visitors (distinct sessions) by city and country, most first. */
export async function selectVisitorLocations(
  db: Kysely<Database>,
  since: string | null,
  limit: number,
): Promise<LocationCount[]> {
  const rows = await humanVisits(db, since)
    .select((eb) => ['city', 'country', eb.fn.count('session_id').distinct().as('count')])
    .groupBy(['country', 'city'])
    .orderBy('count', 'desc')
    .orderBy('country')
    .orderBy('city')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ city: row.city, country: row.country, count: Number(row.count) }));
}
