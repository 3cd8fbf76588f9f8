import type { Kysely } from 'kysely';
import type { LocationCount } from '../../../shared/analytics.js';
import type { Database } from '../schema.js';
import { type AnalyticsWindow, firstHumanVisits, humanVisits, rolledUpDays } from './analytics-scope.js';

/**
 * Visitors by city and country, most first. Over all time each session counts once, in the place
 * of its first human visit (see `firstHumanVisits`), from the closed days' roll-ups and the live
 * rows. A shorter timeframe counts each place's distinct sessions from its rows (the cheapest exact
 * count: a visitor seen in two cities counts in both).
 */
export async function selectVisitorLocations(
  db: Kysely<Database>,
  window: AnalyticsWindow,
  limit: number,
): Promise<LocationCount[]> {
  if (window.since !== null) {
    // Distinct (place, session) rows counted per place: the form PostgreSQL hashes (see the summary).
    const placeSessions = humanVisits(db, window.since)
      .select(['visitors.city', 'visitors.country', 'visitors.session_id'])
      .distinct();
    const rows = await db
      .selectFrom(placeSessions.as('visits'))
      .select((eb) => ['visits.city', 'visits.country', eb.fn.countAll<number>().as('count')])
      .groupBy(['visits.country', 'visits.city'])
      .orderBy('count', 'desc')
      .orderBy('visits.country')
      .orderBy('visits.city')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ city: row.city, country: row.country, count: Number(row.count) }));
  }
  const counts = rolledUpDays(db, window, 'location')
    .where('visitors', '>', 0)
    .select(['name as city', 'country', 'visitors as count'])
    .unionAll(
      firstHumanVisits(db, window.liveFrom)
        .select((eb) => ['visitors.city', 'visitors.country', eb.fn.countAll<number>().as('count')])
        .groupBy(['visitors.country', 'visitors.city']),
    );
  const rows = await db
    .selectFrom(counts.as('counts'))
    .select((eb) => ['city', 'country', eb.fn.sum<number>('count').as('count')])
    .groupBy(['country', 'city'])
    .orderBy('count', 'desc')
    .orderBy('country')
    .orderBy('city')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ city: row.city, country: row.country, count: Number(row.count) }));
}
