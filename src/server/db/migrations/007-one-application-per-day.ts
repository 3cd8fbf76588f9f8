import type { Kysely } from 'kysely';

/** India Standard Time, fixed here as it was when this migration was written. */
const istOffsetMs = 330 * 60 * 1000;

type ApplicationKey = { id: number; job_id: string; email: string; application_date: string };

/**
 * One application per opening, e-mail address and India Standard Time day, held by the database:
 * a unique index that every server process inserting applications meets, instead of a check
 * and an insert kept apart by a queue in one process.
 *
 * Existing rows get their day. Should two of them share a key (only possible if two processes
 * once raced past the old check), the later one keeps no day: a unique index allows any number
 * of nulls, and the row stays as it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job_applications').addColumn('application_day', 'text').execute();

  const applications = db as unknown as Kysely<{
    job_applications: ApplicationKey & { application_day: string | null };
  }>;
  const rows = await applications
    .selectFrom('job_applications')
    .select(['id', 'job_id', 'email', 'application_date'])
    .orderBy('id')
    .execute();
  const taken = new Set<string>();
  for (const row of rows) {
    const day = new Date(Date.parse(row.application_date) + istOffsetMs).toISOString().slice(0, 10);
    const key = `${row.job_id}\n${row.email}\n${day}`;
    if (taken.has(key)) continue;
    taken.add(key);
    await applications
      .updateTable('job_applications')
      .set({ application_day: day })
      .where('id', '=', row.id)
      .execute();
  }

  await db.schema
    .createIndex('job_applications_one_per_day')
    .on('job_applications')
    .columns(['job_id', 'email', 'application_day'])
    .unique()
    .execute();
  // It served the old check (e-mail, job, time) and nothing else.
  await db.schema.dropIndex('job_applications_email_job').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('job_applications_email_job')
    .on('job_applications')
    .columns(['email', 'job_id', 'application_date'])
    .execute();
  await db.schema.dropIndex('job_applications_one_per_day').execute();
  await db.schema.alterTable('job_applications').dropColumn('application_day').execute();
}
