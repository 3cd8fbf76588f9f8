import type { Kysely } from 'kysely';
import { readableReference } from '#server/services/readable-reference.js';

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
    let reference = readableReference('A');
    while (given.has(reference)) reference = readableReference('A');
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
