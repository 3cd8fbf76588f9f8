import type { Kysely } from 'kysely';
import {
  type AuditFilter,
  selectAuditEntries,
  selectRemovedMediaNames,
} from '#server/db/audit-log-repository.js';
import { selectMediaNames } from '#server/db/media-repository.js';
import type { Database } from '#server/db/schema.js';
import { csvLine, utf8ByteOrderMark } from '#server/services/analytics/csv.js';
import { type AuditEntry, type AuditPage, auditActionLabels, auditPageSize } from '#shared/audit.js';
import { auditEntryInWords, mediaIdOf } from './audit-words.js';

/** A CSV export holds at most this many rows (the newest): the Audit tab's filters narrow it. */
const CSV_ROW_LIMIT = 50_000;

type AuditFilterQuery = { accountId?: number; action?: string; from?: string; to?: string };

/** The query's days as a time range: `from` at 00:00 UTC to the end of `to`. */
function filterOf(query: AuditFilterQuery): AuditFilter {
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  return {
    accountId: query.accountId,
    action: query.action,
    from: query.from === undefined ? undefined : `${query.from}T00:00:00.000Z`,
    to: query.to === undefined ? undefined : dayAfter(query.to),
  };
}

/** The rows in words (audit-words.ts), with the names of the files they name, removed ones too. */
async function inWords(db: Kysely<Database>, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const mediaIds = [...new Set(entries.map(mediaIdOf).filter((id) => id !== undefined))];
  const mediaNames = new Map([
    ...(await selectRemovedMediaNames(db, mediaIds)),
    ...(await selectMediaNames(db, mediaIds)),
  ]);
  return entries.map((entry) => auditEntryInWords(entry, mediaNames));
}

export async function readAuditPage(
  db: Kysely<Database>,
  query: AuditFilterQuery & { page: number },
): Promise<AuditPage> {
  const { entries, total } = await selectAuditEntries(db, filterOf(query), {
    limit: auditPageSize,
    offset: (query.page - 1) * auditPageSize,
  });
  return { entries: await inWords(db, entries), total, page: query.page, pageSize: auditPageSize };
}

/** The filtered rows as CSV, newest first, with the formula-injection guard of every export. */
export async function auditCsv(db: Kysely<Database>, query: AuditFilterQuery): Promise<string> {
  const found = await selectAuditEntries(db, filterOf(query), { limit: CSV_ROW_LIMIT, offset: 0 });
  const entries = await inWords(db, found.entries);
  const header = csvLine(['When (UTC)', 'Who', 'Role', 'Address', 'Action', 'Target', 'Summary']);
  const lines = entries.map((entry) =>
    csvLine([
      entry.at,
      entry.accountName,
      entry.role,
      entry.address,
      auditActionLabels[entry.action],
      entry.target,
      entry.summary,
    ]),
  );
  return `${utf8ByteOrderMark}${header}${lines.join('')}`;
}
