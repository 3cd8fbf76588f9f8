import type { Kysely } from 'kysely';
import type { VisitorRecord } from '../../../shared/analytics.js';
import type { Database } from '../schema.js';
import { humanVisits, visitorRecordColumns } from './analytics-scope.js';

export type PageRequest = { since: string | null; limit: number; offset: number };

/** One page of human visits, newest first, and how many there are in all. */
export async function selectVisitorPage(
  db: Kysely<Database>,
  { since, limit, offset }: PageRequest,
): Promise<{ rows: VisitorRecord[]; total: number }> {
  const rows = await humanVisits(db, since)
    .select(visitorRecordColumns)
    .orderBy('visit_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await humanVisits(db, since)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}
