import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '#server/db/schema.js';
import type { ChatRecord, VisitorRecord } from '#shared/analytics.js';
import {
  type AnalyticsWindow,
  chatRecordColumns,
  chatsSince,
  humanVisits,
  rolledUpDays,
  toChatRecord,
  visitorRecordColumns,
} from './analytics-scope.js';

/**
 * The admin's two record tables, visits and chats: one page of rows, newest first, and how many
 * the window holds in all.
 */

/** A page of a record table: its window, size and start. */
type PageRequest = { window: AnalyticsWindow; limit: number; offset: number };

type RecordPage<Row> = { rows: Row[]; total: number };

export async function selectVisitorPage(
  db: Kysely<Database>,
  request: PageRequest,
): Promise<RecordPage<VisitorRecord>> {
  const visits = humanVisits(db, request.window.since).select(visitorRecordColumns);
  const rows = await newestFirstPage(visits, 'visitors.visit_time', request).execute();
  return { rows, total: await countInWindow(db, request.window, 'visits') };
}

export async function selectChatPage(
  db: Kysely<Database>,
  request: PageRequest,
): Promise<RecordPage<ChatRecord>> {
  const chats = chatsSince(db, request.window.since).select(chatRecordColumns);
  const rows = await newestFirstPage(chats, 'chats.interaction_time', request).execute();
  return { rows: rows.map(toChatRecord), total: await countInWindow(db, request.window, 'chats') };
}

/** `query`'s rows of the page: newest first by `time`, ties broken by id. */
function newestFirstPage<Table extends 'visitors' | 'chats', Row>(
  query: SelectQueryBuilder<Database, Table, Row>,
  time: 'visitors.visit_time' | 'chats.interaction_time',
  { limit, offset }: PageRequest,
) {
  return query.orderBy(sql.ref(time), 'desc').orderBy(sql.ref('id'), 'desc').limit(limit).offset(offset);
}

/**
 * How many human visits or chats the window holds: the closed days' from their roll-ups plus the
 * live rows counted, not a count of every row of the timeframe.
 */
async function countInWindow(
  db: Kysely<Database>,
  window: AnalyticsWindow,
  records: 'visits' | 'chats',
): Promise<number> {
  const { rolled_up, live } = await db
    .selectNoFrom((eb) => [
      rolledUpDays(eb, window, 'day')
        .select((r) => r.fn.coalesce(r.fn.sum(records), r.lit(0)).as('n'))
        .as('rolled_up'),
      (records === 'visits'
        ? humanVisits(eb, window.liveFrom).select((v) => v.fn.countAll().as('n'))
        : chatsSince(eb, window.liveFrom).select((c) => c.fn.countAll().as('n'))
      ).as('live'),
    ])
    .executeTakeFirstOrThrow();
  return Number(rolled_up) + Number(live);
}
