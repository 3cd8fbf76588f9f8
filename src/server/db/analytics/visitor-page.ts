import type { Kysely } from 'kysely';
import type { VisitorRecord } from '../../../shared/analytics.js';
import type { Database } from '../schema.js';
import { type AnalyticsWindow, humanVisits, rolledUpDays, visitorRecordColumns } from './analytics-scope.js';

export type PageRequest = { window: AnalyticsWindow; limit: number; offset: number };

/**
 * One page of human visits, newest first, and how many there are in all: the closed days' visits
 * from their roll-ups plus the live rows counted, not a count of every row of the timeframe.
 */
export async function selectVisitorPage(
  db: Kysely<Database>,
  { window, limit, offset }: PageRequest,
): Promise<{ rows: VisitorRecord[]; total: number }> {
  const rows = await humanVisits(db, window.since)
    .select(visitorRecordColumns)
    .orderBy('visit_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { rolled_up, live } = await db
    .selectNoFrom((eb) => [
      rolledUpDays(eb, window, 'day')
        .select((r) => r.fn.coalesce(r.fn.sum('visits'), r.lit(0)).as('n'))
        .as('rolled_up'),
      humanVisits(eb, window.liveFrom)
        .select((v) => v.fn.countAll().as('n'))
        .as('live'),
    ])
    .executeTakeFirstOrThrow();
  return { rows, total: Number(rolled_up) + Number(live) };
}
