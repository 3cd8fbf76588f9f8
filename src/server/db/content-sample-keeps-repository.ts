import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export type SampleKeep = { collection: string; place: string; value: string; keptBy: string; keptAt: string };

/** Every launch checklist value a person decided to keep as it is. */
export async function selectSampleKeeps(db: Kysely<Database>): Promise<SampleKeep[]> {
  const rows = await db.selectFrom('content_sample_keeps').selectAll().execute();
  return rows.map((row) => ({
    collection: row.collection,
    place: row.place,
    value: row.value,
    keptBy: row.kept_by,
    keptAt: row.kept_at,
  }));
}

/** Records that `keep.value` at its place is meant; the first person to decide it stays recorded. */
export async function insertSampleKeep(db: Kysely<Database>, keep: SampleKeep): Promise<void> {
  await db
    .insertInto('content_sample_keeps')
    .values({
      collection: keep.collection,
      place: keep.place,
      value: keep.value,
      kept_by: keep.keptBy,
      kept_at: keep.keptAt,
    })
    .onConflict((conflict) => conflict.columns(['collection', 'place', 'value']).doNothing())
    .execute();
}
