import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import type { LocationCount } from '#shared/analytics.js';
import { type AnalyticsWindow, chatsSince, rolledUpDays } from './analytics-scope.js';
import { rankedPlaces } from './ranked-counts.js';

/** Chat exchanges by the chatter's city and country, most first, closed days and today. */
export async function selectChatLocations(
  db: Kysely<Database>,
  window: AnalyticsWindow,
  limit: number,
): Promise<LocationCount[]> {
  const counts = rolledUpDays(db, window, 'chat_location')
    .select(['name as city', 'country', 'chats as count'])
    .unionAll(
      chatsSince(db, window.liveFrom)
        .select((eb) => ['chats.city', 'chats.country', eb.fn.countAll<number>().as('count')])
        .groupBy(['chats.country', 'chats.city']),
    );
  return rankedPlaces(db, counts, limit);
}
