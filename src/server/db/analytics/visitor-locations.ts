import { type Kysely, sql } from 'kysely';
import type { Database } from '#server/db/schema.js';
import type { LocationCount } from '#shared/analytics.js';
import { type AnalyticsWindow, firstHumanVisits, humanVisits, rolledUpDays } from './analytics-scope.js';
import { rankedPlaces } from './ranked-counts.js';

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
    // Distinct (place, session) rows, each counting 1 for its place: the form PostgreSQL hashes
    // (see the summary).
    const placeSessions = humanVisits(db, window.since)
      .select(['visitors.city', 'visitors.country', 'visitors.session_id', sql<number>`1`.as('count')])
      .distinct();
    return rankedPlaces(db, placeSessions, limit);
  }
  const counts = rolledUpDays(db, window, 'location')
    .where('visitors', '>', 0)
    .select(['name as city', 'country', 'visitors as count'])
    .unionAll(
      firstHumanVisits(db, window.liveFrom)
        .select((eb) => ['visitors.city', 'visitors.country', eb.fn.countAll<number>().as('count')])
        .groupBy(['visitors.country', 'visitors.city']),
    );
  return rankedPlaces(db, counts, limit);
}
