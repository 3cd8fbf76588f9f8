import type { Kysely } from 'kysely';
import type { ChatRecord } from '../../../shared/analytics.js';
import type { Database } from '../schema.js';
import {
  chatRecordColumns,
  chatsSince,
  countInWindow,
  type PageRequest,
  toChatRecord,
} from './analytics-scope.js';

/** One page of chat exchanges, newest first, and how many the window holds (`countInWindow`). */
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
  return { rows: rows.map(toChatRecord), total: await countInWindow(db, window, 'chats') };
}
