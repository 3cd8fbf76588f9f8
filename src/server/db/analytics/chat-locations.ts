import type { Kysely } from 'kysely';
import type { LocationCount } from '../../../shared/analytics.js';
import type { Database } from '../schema.js';
import { chatsSince } from './analytics-scope.js';

/** Chat exchanges by the chatter's city and country, most first. */
export async function selectChatLocations(
  db: Kysely<Database>,
  since: string | null,
  limit: number,
): Promise<LocationCount[]> {
  const rows = await chatsSince(db, since)
    .select((eb) => ['city', 'country', eb.fn.countAll().as('count')])
    .groupBy(['country', 'city'])
    .orderBy('count', 'desc')
    .orderBy('country')
    .orderBy('city')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ city: row.city, country: row.country, count: Number(row.count) }));
}
