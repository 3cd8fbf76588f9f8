import type { Kysely } from 'kysely';
import { analyticsUtcOffsetMinutes } from '../../../shared/analytics.js';
import { isoDayAtOffset } from '../dialect.js';
import type { Database } from '../schema.js';
import { chatsSince, humanVisits } from './analytics-scope.js';

export type DailyCount = { day: string; kind: 'visitors' | 'chats'; count: number };

/**
 * Visitors (distinct sessions) and chats per India Standard Time day, in one statement. Days
 * without any activity are absent; the caller fills them in.
 */
export async function selectDailyActivity(db: Kysely<Database>, since: string | null): Promise<DailyCount[]> {
  const visitDay = isoDayAtOffset(db, 'visitors.visit_time', analyticsUtcOffsetMinutes);
  const chatDay = isoDayAtOffset(db, 'chats.interaction_time', analyticsUtcOffsetMinutes);
  const rows = await humanVisits(db, since)
    .select((eb) => [
      visitDay.as('day'),
      eb.val('visitors').as('kind'),
      eb.fn.count('visitors.session_id').distinct().as('count'),
    ])
    .groupBy(visitDay)
    .unionAll(
      chatsSince(db, since)
        .select((eb) => [chatDay.as('day'), eb.val('chats').as('kind'), eb.fn.countAll().as('count')])
        .groupBy(chatDay),
    )
    .execute();
  return rows.map((row) => ({
    day: row.day,
    kind: row.kind === 'chats' ? 'chats' : 'visitors',
    count: Number(row.count),
  }));
}
