import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { chatsSince, humanPageViews, humanVisits, unknownLocationValues } from './analytics-scope.js';

export type SummaryCounts = {
  totalVisitors: number;
  totalVisits: number;
  totalPageViews: number;
  totalChats: number;
  uniqueCountries: number;
  uniqueLocations: number;
};

/** Every count of the summary cards, in one statement of scalar subqueries. */
export async function selectSummaryCounts(
  db: Kysely<Database>,
  since: string | null,
): Promise<SummaryCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      humanVisits(eb, since)
        .select((v) => v.fn.count('visitors.session_id').distinct().as('n'))
        .as('total_visitors'),
      humanVisits(eb, since)
        .select((v) => v.fn.countAll().as('n'))
        .as('total_visits'),
      humanPageViews(eb, since)
        .select((v) => v.fn.countAll().as('n'))
        .as('total_page_views'),
      chatsSince(eb, since)
        .select((c) => c.fn.countAll().as('n'))
        .as('total_chats'),
      humanVisits(eb, since)
        .where('visitors.country', 'not in', unknownLocationValues)
        .select((v) => v.fn.count('visitors.country').distinct().as('n'))
        .as('unique_countries'),
      eb
        .selectFrom(
          humanVisits(eb, since)
            .where('visitors.country', 'not in', unknownLocationValues)
            .select(['visitors.city', 'visitors.country'])
            .distinct()
            .as('locations'),
        )
        .select((l) => l.fn.countAll().as('n'))
        .as('unique_locations'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalVisitors: Number(row.total_visitors),
    totalVisits: Number(row.total_visits),
    totalPageViews: Number(row.total_page_views),
    totalChats: Number(row.total_chats),
    uniqueCountries: Number(row.unique_countries),
    uniqueLocations: Number(row.unique_locations),
  };
}
