import type { Kysely } from 'kysely';
import type { ChatRecord } from '../../../shared/analytics.js';
import type { Database } from '../schema.js';
import { chatRecordColumns, chatsSince, toChatRecord } from './analytics-scope.js';
import type { PageRequest } from './visitor-page.js';

/** One page of chat exchanges, newest first, and how many there are in all. */
export async function selectChatPage(
  db: Kysely<Database>,
  { since, limit, offset }: PageRequest,
): Promise<{ rows: ChatRecord[]; total: number }> {
  const rows = await chatsSince(db, since)
    .select(chatRecordColumns)
    .orderBy('interaction_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await chatsSince(db, since)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return {
    rows: rows.map(toChatRecord),
    total: Number(total),
  };
}
