import type { Kysely } from 'kysely';

/**
 * The language of the page each enquiry and job application was sent from (issue 47), a code of
 * src/shared/languages.ts, so an office knows to call back in Bengali or Hindi. Those sent before
 * the site had other languages came from English pages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['enquiries', 'job_applications']) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['enquiries', 'job_applications']) {
    await db.schema.alterTable(table).dropColumn('language').execute();
  }
}
