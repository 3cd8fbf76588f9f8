import { type Kysely, sql } from 'kysely';
import { isoDayAtOffset } from '#server/db/dialect.js';
import type { Database } from '#server/db/schema.js';
import { analyticsUtcOffsetMinutes } from '#shared/analytics.js';
import { type AnalyticsWindow, chatsSince, humanVisits, rolledUpDays } from './analytics-scope.js';

export type DailyCount = { day: string; kind: 'visitors' | 'chats'; count: number };

/**
 * Visitors and chats per India Standard Time day, in one statement: the closed days from their
 * roll-ups, the live days counted from the rows. A day's visitors are the sessions with a human
 * visit that day. Days without any activity are absent; the caller fills them in.
 */
export async function selectDailyActivity(
  db: Kysely<Database>,
  window: AnalyticsWindow,
): Promise<DailyCount[]> {
  const live = window.liveFrom;
  const visitDay = isoDayAtOffset(db, 'visitors.visit_time', analyticsUtcOffsetMinutes);
  const chatDay = isoDayAtOffset(db, 'chats.interaction_time', analyticsUtcOffsetMinutes);
  const rows = await rolledUpDays(db, window, 'day_visitors')
    .where('visitors', '>', 0)
    .select(['day', sql<string>`'visitors'`.as('kind'), 'visitors as count'])
    .unionAll(
      rolledUpDays(db, window, 'day')
        .where('chats', '>', 0)
        .select(['day', sql<string>`'chats'`.as('kind'), 'chats as count']),
    )
    .unionAll(
      humanVisits(db, live)
        .select((eb) => [
          visitDay.as('day'),
          sql<string>`'visitors'`.as('kind'),
          eb.fn.count<number>('visitors.session_id').distinct().as('count'),
        ])
        .groupBy(visitDay),
    )
    .unionAll(
      chatsSince(db, live)
        .select((eb) => [
          chatDay.as('day'),
          sql<string>`'chats'`.as('kind'),
          eb.fn.countAll<number>().as('count'),
        ])
        .groupBy(chatDay),
    )
    .execute();
  return rows.map((row) => ({
    day: row.day,
    kind: row.kind === 'chats' ? 'chats' : 'visitors',
    count: Number(row.count),
  }));
}
