import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';

/** Letters and digits no one misreads on the phone (no 0/O, 1/I/L), as the enquiries' references. */
const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 'A7K3M9QX', fixed here as it was when this migration was written. */
function newReference(): string {
  let reference = 'A';
  for (let index = 0; index < 7; index += 1)
    reference += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return reference;
}

/**
 * Each application gets a reference to tell the applicant, instead of its id: the ids count up,
 * so "your application ID is 12" told anyone how many people had applied (issue 45). Existing
 * applications get one too, so HR can find any application by its reference.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job_applications').addColumn('reference', 'text').execute();
  const applications = db as unknown as Kysely<{
    job_applications: { id: number; reference: string | null };
  }>;
  const rows = await applications.selectFrom('job_applications').select('id').orderBy('id').execute();
  const given = new Set<string>();
  for (const row of rows) {
    let reference = newReference();
    while (given.has(reference)) reference = newReference();
    given.add(reference);
    await applications.updateTable('job_applications').set({ reference }).where('id', '=', row.id).execute();
  }
  await db.schema
    .createIndex('job_applications_reference')
    .on('job_applications')
    .column('reference')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('job_applications_reference').execute();
  await db.schema.alterTable('job_applications').dropColumn('reference').execute();
}
