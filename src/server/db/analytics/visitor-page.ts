import type { Kysely } from 'kysely';
import type { VisitorRecord } from '../../../shared/analytics.js';
import type { Database } from '../schema.js';
import { countInWindow, humanVisits, type PageRequest, visitorRecordColumns } from './analytics-scope.js';

/** One page of human visits, newest first, and how many the window holds (`countInWindow`). */
export async function selectVisitorPage(
  db: Kysely<Database>,
  { window, limit, offset }: PageRequest,
): Promise<{ rows: VisitorRecord[]; total: number }> {
  const rows = await humanVisits(db, window.since)
    .select(visitorRecordColumns)
    .orderBy('visit_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: await countInWindow(db, window, 'visits') };
}
