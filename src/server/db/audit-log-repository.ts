import type { Insertable, Kysely, SelectQueryBuilder } from 'kysely';
import type { AuditEntry } from '#shared/audit.js';
import type { AuditLogTable, Database } from './schema.js';

/**
 * The audit log's only ways in: append a row, read rows, and purge rows past their retention.
 * Nothing in the application updates or deletes a single row.
 */
export async function appendAuditEntry(
  db: Kysely<Database>,
  entry: Insertable<AuditLogTable>,
): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

/** How many rows of `action` from `address` were written since `since`: the repeats' cap reads it. */
export async function countRecentAuditEntries(
  db: Kysely<Database>,
  { action, address, since }: { action: AuditEntry['action']; address: string; since: string },
): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('action', '=', action)
    .where('address', '=', address)
    .where('at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type AuditFilter = { accountId?: number; action?: string; from?: string; to?: string };

function filtered(
  db: Kysely<Database>,
  filter: AuditFilter,
): SelectQueryBuilder<Database, 'audit_log', object> {
  let query = db.selectFrom('audit_log');
  if (filter.accountId !== undefined) query = query.where('account_id', '=', filter.accountId);
  if (filter.action !== undefined) query = query.where('action', '=', filter.action as AuditEntry['action']);
  if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('at', '<', filter.to);
  return query;
}

/** Newest first. */
export async function selectAuditEntries(
  db: Kysely<Database>,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at,
      accountId: row.account_id,
      accountName: row.account_name,
      role: row.role,
      address: row.address,
      action: row.action,
      target: row.target,
      summary: row.summary,
    })),
  };
}

/** The scheduled purge: rows older than `cutoff` (an ISO time). Answers how many went. */
export async function purgeAuditEntriesBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The names removed files had, by media id, from their removal rows (whose summary is the name):
 * a file's rows still name it once the file is gone.
 */
export async function selectRemovedMediaNames(
  db: Kysely<Database>,
  mediaIds: readonly string[],
): Promise<Map<string, string>> {
  if (mediaIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('audit_log')
    .select(['target', 'summary'])
    .where('action', '=', 'media-removal')
    .where(
      'target',
      'in',
      mediaIds.map((id) => `media ${id}`),
    )
    .where('summary', '<>', '')
    .execute();
  return new Map(rows.map((row) => [row.target.slice('media '.length), row.summary]));
}
