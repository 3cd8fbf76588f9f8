import type { Kysely } from 'kysely';

/**
 * What an applicant who chose the position 'Other' wrote they apply for, so the admin sees more
 * than 'Other'. Null on every other application and on those sent before the form asked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job_applications').addColumn('other_position', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job_applications').dropColumn('other_position').execute();
}
