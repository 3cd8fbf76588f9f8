import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import {
  type AnalyticsWindow,
  chatsSince,
  firstHumanVisits,
  humanPageViews,
  humanVisits,
  rolledUpDays,
  unknownLocationValues,
} from './analytics-scope.js';

type SummaryCounts = {
  totalVisitors: number;
  totalVisits: number;
  totalPageViews: number;
  totalChats: number;
  uniqueCountries: number;
  uniqueLocations: number;
};

/**
 * Every count of the summary cards: the closed days' sums from their roll-ups, plus today's counts
 * from the rows, then the distinct known places of both; countries and places are those of any
 * human visit. Visitors (see `firstHumanVisits`): over all time, the sum of each day's new
 * sessions; in a shorter timeframe, the distinct sessions of its rows (a month is at most a few
 * hundred thousand index entries, and a sum of days would count a returning visitor every day).
 */
export async function selectSummaryCounts(
  db: Kysely<Database>,
  window: AnalyticsWindow,
): Promise<SummaryCounts> {
  const rolledUp = await rolledUpDays(db, window, 'day')
    .select((r) => [
      r.fn.coalesce(r.fn.sum('visitors'), r.lit(0)).as('visitors'),
      r.fn.coalesce(r.fn.sum('visits'), r.lit(0)).as('visits'),
      r.fn.coalesce(r.fn.sum('page_views'), r.lit(0)).as('page_views'),
      r.fn.coalesce(r.fn.sum('chats'), r.lit(0)).as('chats'),
    ])
    .executeTakeFirstOrThrow();
  const today = await db
    .selectNoFrom((eb) => [
      firstHumanVisits(eb, window.liveFrom)
        .select((v) => v.fn.countAll().as('n'))
        .as('visitors'),
      humanVisits(eb, window.liveFrom)
        .select((v) => v.fn.countAll().as('n'))
        .as('visits'),
      humanPageViews(eb, window.liveFrom)
        .select((p) => p.fn.countAll().as('n'))
        .as('page_views'),
      chatsSince(eb, window.liveFrom)
        .select((c) => c.fn.countAll().as('n'))
        .as('chats'),
    ])
    .executeTakeFirstOrThrow();
  const places = await db
    .selectFrom(knownPlaces(db, window).as('places'))
    .select((p) => [p.fn.count('places.country').distinct().as('countries'), p.fn.countAll().as('locations')])
    .executeTakeFirstOrThrow();
  const visitors =
    window.since === null
      ? Number(rolledUp.visitors) + Number(today.visitors)
      : Number(
          (
            await db
              // count(*) of distinct rows, not count(distinct …): PostgreSQL hashes the one and sorts
              // for the other, half the time over a month of a million visits.
              .selectFrom(
                humanVisits(db, window.since).select('visitors.session_id').distinct().as('sessions'),
              )
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
  return {
    totalVisitors: visitors,
    totalVisits: Number(rolledUp.visits) + Number(today.visits),
    totalPageViews: Number(rolledUp.page_views) + Number(today.page_views),
    totalChats: Number(rolledUp.chats) + Number(today.chats),
    uniqueCountries: Number(places.countries),
    uniqueLocations: Number(places.locations),
  };
}

/** The distinct known (city, country) places of the window's human visits, closed days and today. */
function knownPlaces(db: Kysely<Database>, window: AnalyticsWindow) {
  return rolledUpDays(db, window, 'location')
    .where('country', 'not in', unknownLocationValues)
    .select(['name as city', 'country'])
    .union(
      humanVisits(db, window.liveFrom)
        .where('visitors.country', 'not in', unknownLocationValues)
        .select(['visitors.city', 'visitors.country']),
    );
}
