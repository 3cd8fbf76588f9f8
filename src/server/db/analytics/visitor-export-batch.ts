import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import type { VisitorRecord } from '#shared/analytics.js';
import { humanVisits, visitorRecordColumns } from './analytics-scope.js';

/** Where the previous batch ended: the last row's time and id (keyset paging, oldest first). */
export type ExportCursor = { time: string; id: number };

/**
 * The export reads in batches after a cursor, so a large export never holds every row in memory
 * and works the same on both engines (no server-side cursor needed).
 */
export async function selectVisitorExportBatch(
  db: Kysely<Database>,
  since: string | null,
  after: ExportCursor | null,
  size: number,
): Promise<VisitorRecord[]> {
  let query = humanVisits(db, since);
  if (after) {
    // A row-value comparison, not `a > x or (a = x and id > y)`: both engines seek the
    // (visit_time, id) index with it, where the OR form made every batch scan the table.
    query = query.where((eb) => eb(eb.refTuple('visit_time', 'id'), '>', eb.tuple(after.time, after.id)));
  }
  return query.select(visitorRecordColumns).orderBy('visit_time').orderBy('id').limit(size).execute();
}
