import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

const OPENINGS = 'openings';
const HIGHEST_JOB_ID = 999;

/** '7' -> '007': a Job ID as the specification writes it (three digits, zero-padded). */
export function formatJobId(number: number): string {
  return String(number).padStart(3, '0');
}

/**
 * Gives the next Job ID: one above the highest ever given and above `inUse` (IDs of the current
 * openings and applications), and records it, so it is never given again even after deletion.
 * Compare-and-set on the mark, so two servers creating at once get two IDs. Undefined when all
 * 999 are used.
 */
export async function issueJobId(
  db: Kysely<Database>,
  inUse: readonly string[],
): Promise<string | undefined> {
  const highestInUse = Math.max(0, ...inUse.filter((id) => /^\d{3}$/.test(id)).map(Number));
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const mark = await db
      .selectFrom('job_id_marks')
      .select('last_issued')
      .where('name', '=', OPENINGS)
      .executeTakeFirst();
    if (!mark) {
      await db
        .insertInto('job_id_marks')
        .values({ name: OPENINGS, last_issued: 0 })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      continue;
    }
    const last = Number(mark.last_issued);
    const next = Math.max(last, highestInUse) + 1;
    if (next > HIGHEST_JOB_ID) return undefined;
    const updated = await db
      .updateTable('job_id_marks')
      .set({ last_issued: next })
      .where('name', '=', OPENINGS)
      .where('last_issued', '=', last)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return formatJobId(next);
  }
  throw new Error('could not give a Job ID: the mark kept changing');
}
