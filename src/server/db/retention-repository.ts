import type { Kysely } from 'kysely';
import { analyticsDay } from '#shared/analytics.js';
import type { Database } from './schema.js';

/** The personal analytics tables that expire, each with its indexed time column. */
const expiringTables = {
  visitors: 'visit_time',
  page_views: 'viewed_at',
  chats: 'interaction_time',
} as const;

type ExpiringTable = keyof typeof expiringTables;

export type PurgedCounts = Record<ExpiringTable, number>;

/**
 * Rows are deleted a batch at a time, so a large first purge never holds SQLite's single write
 * lock long enough to stall the visits being recorded meanwhile.
 */
const DELETE_BATCH_SIZE = 2000;

/**
 * Deletes every visit, page view and chat recorded before `cutoff` (an ISO time). Also returns the
 * IST days whose analytics the deletion changed, besides the days wholly before the cutoff (no
 * rows left): the day the cutoff cuts through, and the first remaining day of each session that
 * lost earlier visits (a visitor counts on the day of the session's first human visit, which has
 * moved there). None when nothing was deleted.
 */
export async function deleteRecordsBefore(
  db: Kysely<Database>,
  cutoff: string,
): Promise<{ purged: PurgedCounts; changedDays: string[] }> {
  const movedFirstDays = await firstDaysAfterCutoffOfPurgedSessions(db, cutoff);
  const purged: PurgedCounts = { visitors: 0, page_views: 0, chats: 0 };
  for (const table of Object.keys(expiringTables) as ExpiringTable[]) {
    purged[table] = await deleteInBatches(db, table, cutoff);
  }
  const deletedAny = purged.visitors + purged.page_views + purged.chats > 0;
  const changedDays = deletedAny ? [analyticsDay(new Date(cutoff)), ...movedFirstDays] : [];
  return { purged, changedDays };
}

/**
 * The IST days of the first human visit from `cutoff` on of each session with human visits before
 * it. Driven by those sessions (a seek each on the session index), not by the visits kept.
 */
async function firstDaysAfterCutoffOfPurgedSessions(db: Kysely<Database>, cutoff: string): Promise<string[]> {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('visitors')
        .select('session_id')
        .distinct()
        .where('is_bot', '=', 0)
        .where('visit_time', '<', cutoff)
        .as('purged'),
    )
    .select((eb) =>
      eb
        .selectFrom('visitors')
        .select((v) => v.fn.min('visitors.visit_time').as('time'))
        .whereRef('visitors.session_id', '=', 'purged.session_id')
        .where('visitors.is_bot', '=', 0)
        .where('visitors.visit_time', '>=', cutoff)
        .as('first_kept_visit'),
    )
    .execute();
  const days = rows.flatMap(({ first_kept_visit }) =>
    first_kept_visit === null ? [] : [analyticsDay(new Date(first_kept_visit))],
  );
  return [...new Set(days)];
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
