import type { Kysely } from 'kysely';
import type { ChatRecord } from '../../../shared/analytics.js';
import type { Database } from '../schema.js';
import { chatRecordColumns, chatsSince, rolledUpDays, toChatRecord } from './analytics-scope.js';
import type { PageRequest } from './visitor-page.js';

/** One page of chat exchanges, newest first, and how many there are in all (see `selectVisitorPage`). */
export async function selectChatPage(
  db: Kysely<Database>,
  { window, limit, offset }: PageRequest,
): Promise<{ rows: ChatRecord[]; total: number }> {
  const rows = await chatsSince(db, window.since)
    .select(chatRecordColumns)
    .orderBy('interaction_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { rolled_up, live } = await db
    .selectNoFrom((eb) => [
      rolledUpDays(eb, window, 'day')
        .select((r) => r.fn.coalesce(r.fn.sum('chats'), r.lit(0)).as('n'))
        .as('rolled_up'),
      chatsSince(eb, window.liveFrom)
        .select((c) => c.fn.countAll().as('n'))
        .as('live'),
    ])
    .executeTakeFirstOrThrow();
  return { rows: rows.map(toChatRecord), total: Number(rolled_up) + Number(live) };
}
