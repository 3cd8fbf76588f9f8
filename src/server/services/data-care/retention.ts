import type { Kysely } from 'kysely';
import { purgeAuditEntriesBefore } from '#server/db/audit-log-repository.js';
import { pruneRevisions } from '#server/db/content-repository.js';
import { deleteEnquiriesBefore } from '#server/db/enquiries-repository.js';
import { deleteRecordsBefore, type PurgedCounts } from '#server/db/retention-repository.js';
import type { Database } from '#server/db/schema.js';
import { markAnalyticsDaysChanged } from '#server/services/analytics/analytics-rollups.js';
import { auditRetentionDays } from '#shared/audit.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type RetentionResult = {
  /** Records older than this ISO time were deleted. */
  cutoff: string;
  purged: PurgedCounts;
  /** Old content revisions deleted (see `pruneRevisions`). */
  prunedRevisions: number;
  /** Audit log rows older than this (2 years) were deleted, this many. */
  auditCutoff: string;
  auditPurged: number;
};

/**
 * Content revisions kept whatever their age: the latest this many of each collection. Older ones
 * go after a year; the media list and an upload's removal no longer have them to consider.
 */
export const KEPT_REVISIONS = 100;
const REVISION_KEPT_DAYS = 365;

/** The oldest time still kept: `retentionDays` whole days before `now`. */
function retentionCutoff(now: Date, retentionDays: number): string {
  return new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
}

/**
 * Deletes the visits, page views and chats older than RETENTION_DAYS, and tells the analytics
 * which days that changed; prunes the content revisions beyond the latest 100 of each collection
 * made over a year ago; and deletes the audit log's rows older than 2 years. Job applications are
 * not touched: they are kept until an admin deletes them.
 */
export async function purgeExpiredRecords(
  db: Kysely<Database>,
  options: { now: Date; retentionDays: number },
): Promise<RetentionResult> {
  const cutoff = retentionCutoff(options.now, options.retentionDays);
  const { purged, changedDays } = await deleteRecordsBefore(db, cutoff);
  await markAnalyticsDaysChanged(db, changedDays);
  const prunedRevisions = await pruneRevisions(db, {
    keepLatest: KEPT_REVISIONS,
    createdBefore: retentionCutoff(options.now, REVISION_KEPT_DAYS),
    now: options.now.toISOString(),
  });
  const auditCutoff = retentionCutoff(options.now, auditRetentionDays);
  const auditPurged = await purgeAuditEntriesBefore(db, auditCutoff);
  return { cutoff, purged, prunedRevisions, auditCutoff, auditPurged };
}

/** Deletes the web enquiries (and their history) received more than `retentionDays` ago. */
export async function purgeExpiredEnquiries(
  db: Kysely<Database>,
  options: { now: Date; retentionDays: number },
): Promise<{ cutoff: string; enquiries: number }> {
  const cutoff = retentionCutoff(options.now, options.retentionDays);
  return { cutoff, enquiries: await deleteEnquiriesBefore(db, cutoff) };
}
