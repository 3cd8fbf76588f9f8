import type { Kysely } from 'kysely';
import { deleteRecordsBefore, type PurgedCounts } from '../../db/retention-repository.js';
import type { Database } from '../../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionResult = {
  /** Records older than this ISO time were deleted. */
  cutoff: string;
  purged: PurgedCounts;
};

/** The oldest time still kept: `retentionDays` whole days before `now`. */
export function retentionCutoff(now: Date, retentionDays: number): string {
  return new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
}

/**
 * Deletes the visits, page views and chats older than RETENTION_DAYS. Job applications are not
 * touched: they are kept until an admin deletes them.
 */
export async function purgeExpiredRecords(
  db: Kysely<Database>,
  options: { now: Date; retentionDays: number },
): Promise<RetentionResult> {
  const cutoff = retentionCutoff(options.now, options.retentionDays);
  return { cutoff, purged: await deleteRecordsBefore(db, cutoff) };
}
