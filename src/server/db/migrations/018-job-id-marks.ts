import { type Kysely, sql } from 'kysely';

/**
 * Job IDs are given, never reused (issue 28): `job_id_marks` keeps the highest Job ID ever
 * given, so an opening deleted (and its revisions pruned) does not free its number. The mark
 * starts at the highest ID any stored openings revision or application names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_id_marks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_issued', 'integer', (c) => c.notNull())
    .execute();

  const revisions = await sql<{ document: string }>`
    select document from content_revisions where collection = 'openings'`.execute(db);
  const applications = await sql<{ job_id: string }>`select distinct job_id from job_applications`.execute(
    db,
  );
  const ids = [
    ...revisions.rows.flatMap((row) => {
      const document = JSON.parse(row.document) as { openings?: { id?: unknown }[] };
      return (document.openings ?? []).map((opening) => String(opening.id));
    }),
    ...applications.rows.map((row) => row.job_id),
  ];
  const highest = Math.max(0, ...ids.filter((id) => /^\d{3}$/.test(id)).map(Number));
  await sql`insert into job_id_marks (name, last_issued) values ('openings', ${highest})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_id_marks').execute();
}
