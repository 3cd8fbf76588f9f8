import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** The personal analytics tables that expire, each with its indexed time column. */
const expiringTables = {
  visitors: 'visit_time',
  page_views: 'viewed_at',
  chats: 'interaction_time',
} as const;

export type ExpiringTable = keyof typeof expiringTables;

export type PurgedCounts = Record<ExpiringTable, number>;

/**
 * Rows are deleted a batch at a time, so a large first purge never holds SQLite's single write
 * lock long enough to stall the visits being recorded meanwhile.
 */
const DELETE_BATCH_SIZE = 2000;

/** Deletes every visit, page view and chat recorded before `cutoff` (an ISO time). */
export async function deleteRecordsBefore(db: Kysely<Database>, cutoff: string): Promise<PurgedCounts> {
  const purged: PurgedCounts = { visitors: 0, page_views: 0, chats: 0 };
  for (const table of Object.keys(expiringTables) as ExpiringTable[]) {
    purged[table] = await deleteInBatches(db, table, cutoff);
  }
  return purged;
}

async function deleteInBatches(db: Kysely<Database>, table: ExpiringTable, cutoff: string): Promise<number> {
  const timeColumn = expiringTables[table];
  let total = 0;
  for (;;) {
    const result = await db
      .deleteFrom(table)
      .where('id', 'in', (query) =>
        query.selectFrom(table).select('id').where(timeColumn, '<', cutoff).limit(DELETE_BATCH_SIZE),
      )
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    total += deleted;
    if (deleted < DELETE_BATCH_SIZE) return total;
  }
}
