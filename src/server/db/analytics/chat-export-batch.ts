import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import type { ChatRecord } from '#shared/analytics.js';
import { chatRecordColumns, chatsSince, toChatRecord } from './analytics-scope.js';
import type { ExportCursor } from './visitor-export-batch.js';

/** Chat exchanges after the cursor, oldest first (see `selectVisitorExportBatch`). */
export async function selectChatExportBatch(
  db: Kysely<Database>,
  since: string | null,
  after: ExportCursor | null,
  size: number,
): Promise<ChatRecord[]> {
  let query = chatsSince(db, since);
  if (after) {
    // A row-value comparison, not `a > x or (a = x and id > y)`: both engines seek the
    // (interaction_time, id) index with it, where the OR form made every batch scan the table.
    query = query.where((eb) =>
      eb(eb.refTuple('interaction_time', 'id'), '>', eb.tuple(after.time, after.id)),
    );
  }
  const rows = await query
    .select(chatRecordColumns)
    .orderBy('interaction_time')
    .orderBy('id')
    .limit(size)
    .execute();
  return rows.map(toChatRecord);
}
