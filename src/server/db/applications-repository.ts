import { type Insertable, type Kysely, type Selectable, type SqlBool, sql } from 'kysely';
import { analyticsDay } from '#shared/analytics.js';
import {
  type ApplicantColumns,
  type ApplicationAdminView,
  type ApplicationFields,
  type ApplicationStatus,
  type ApplicationStatusChange,
  type ApplicationsQuery,
  applicantColumnNames,
  applicantColumnsOf,
  applicationStatuses,
} from '#shared/careers.js';
import type { Database, JobApplicationsTable } from './schema.js';

/** Job applications and their status history. Every function takes a transaction or the database. */

type ApplicationRow = Selectable<JobApplicationsTable>;

/**
 * An application to store: the applicant's fields as the shared schema checked them, and what the
 * server adds (its reference, the opening, the resume's key and size, the time).
 */
export type NewApplication = ApplicationFields & {
  reference: string;
  /** The code of the page's language it was sent from. */
  language: string;
  jobId: string;
  jobTitle: string;
  resumeFile: string;
  resumeSize: number;
  applicationDate: string;
};

/**
 * The applicant's columns of the table, one per field of the shared schema: a field added to the
 * schema without its column does not compile here.
 */
type ApplicantRowColumns = Pick<Insertable<JobApplicationsTable>, keyof ApplicantColumns>;

/** The row of a new application: a new one is pending, and its day is the IST day it came in. */
export function applicationRow(application: NewApplication): Insertable<JobApplicationsTable> {
  const applicantColumns: ApplicantRowColumns = applicantColumnsOf(application);
  return {
    reference: application.reference,
    job_id: application.jobId,
    job_title: application.jobTitle,
    ...applicantColumns,
    language: application.language,
    resume_file: application.resumeFile,
    resume_size: application.resumeSize,
    status: 'pending',
    application_date: application.applicationDate,
    application_day: analyticsDay(new Date(application.applicationDate)),
    updated_at: application.applicationDate,
  };
}

/** A stored application as the admin API answers it (`applicationAdminViewSchema`). */
export function applicationAdminView(row: ApplicationRow): ApplicationAdminView {
  const applicantColumns = Object.fromEntries(
    applicantColumnNames.map((column) => [column, row[column]]),
  ) as Pick<ApplicationRow, keyof ApplicantColumns>;
  return {
    id: row.id,
    reference: row.reference,
    job_id: row.job_id,
    job_title: row.job_title,
    application_date: row.application_date,
    ...applicantColumns,
    language: row.language,
    status: row.status,
    resume_size: Number(row.resume_size),
  };
}

/**
 * Stores an application; its id, or undefined when this e-mail address already applied for this
 * opening on the same India Standard Time day (the database's unique index decides, so two
 * processes inserting at once cannot both succeed).
 */
export async function insertApplication(
  db: Kysely<Database>,
  application: NewApplication,
): Promise<number | undefined> {
  const row = await db
    .insertInto('job_applications')
    .values(applicationRow(application))
    .onConflict((conflict) => conflict.columns(['job_id', 'email', 'application_day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findApplication(db: Kysely<Database>, id: number): Promise<ApplicationRow | undefined> {
  return db.selectFrom('job_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function isResumeFileReferenced(db: Kysely<Database>, resumeFile: string): Promise<boolean> {
  const row = await db
    .selectFrom('job_applications')
    .select('id')
    .where('resume_file', '=', resumeFile)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Applications whose resume is still named by its file in the old resume folder, not by a key of
 * the file store (stores made before resumes moved into the database).
 */
export async function listApplicationsWithFolderResumes(
  db: Kysely<Database>,
  fileStorePrefix: string,
): Promise<{ id: number; resume_file: string }[]> {
  return db
    .selectFrom('job_applications')
    .select(['id', 'resume_file'])
    .where('resume_file', 'not like', `${fileStorePrefix}%`)
    .orderBy('id')
    .execute();
}

export async function setResumeFile(db: Kysely<Database>, id: number, resumeFile: string): Promise<void> {
  await db.updateTable('job_applications').set({ resume_file: resumeFile }).where('id', '=', id).execute();
}

/** One page of applications, newest first, with how many match the filters. */
export async function listApplications(
  db: Kysely<Database>,
  filters: ApplicationsQuery,
): Promise<{ applications: ApplicationAdminView[]; total: number }> {
  let matching = db.selectFrom('job_applications');
  if (filters.status) matching = matching.where('status', '=', filters.status);
  if (filters.jobId) matching = matching.where('job_id', '=', filters.jobId);
  if (filters.language) matching = matching.where('language', '=', filters.language);
  if (filters.search) {
    const pattern = `%${filters.search.toLowerCase().replace(/[!%_]/g, '!$&')}%`;
    matching = matching.where((eb) =>
      eb.or([
        sql<SqlBool>`lower(first_name || ' ' || last_name) like ${pattern} escape '!'`,
        sql<SqlBool>`lower(email) like ${pattern} escape '!'`,
        eb('reference', '=', filters.search?.toUpperCase() ?? ''),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    matching
      .selectAll()
      .orderBy('application_date', 'desc')
      .orderBy('id', 'desc')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { applications: rows.map(applicationAdminView), total: Number(count.total) };
}

/** How many applications have each status, over all of them or those for one Job ID. */
export async function countApplicationsByStatus(
  db: Kysely<Database>,
  jobId?: string,
): Promise<Record<ApplicationStatus, number>> {
  let query = db
    .selectFrom('job_applications')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status');
  if (jobId !== undefined) query = query.where('job_id', '=', jobId);
  const rows = await query.execute();
  const counts = Object.fromEntries(applicationStatuses.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** How many applications each Job ID has with each status: the openings list's applicant counts. */
export async function countApplicationsByJob(
  db: Kysely<Database>,
): Promise<{ jobId: string; status: ApplicationStatus; count: number }[]> {
  const rows = await db
    .selectFrom('job_applications')
    .select(['job_id', 'status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['job_id', 'status'])
    .execute();
  return rows.map((row) => ({ jobId: row.job_id, status: row.status, count: Number(row.count) }));
}

export async function setApplicationStatus(
  db: Kysely<Database>,
  change: { id: number; status: ApplicationStatus; at: string },
): Promise<void> {
  await db
    .updateTable('job_applications')
    .set({ status: change.status, updated_at: change.at })
    .where('id', '=', change.id)
    .execute();
}

export async function insertStatusChange(
  db: Kysely<Database>,
  change: {
    applicationId: number;
    from: ApplicationStatus | null;
    to: ApplicationStatus;
    at: string;
    /** Null for the applicant's own submission. */
    by: string | null;
  },
): Promise<void> {
  await db
    .insertInto('application_status_history')
    .values({
      application_id: change.applicationId,
      from_status: change.from,
      to_status: change.to,
      changed_at: change.at,
      changed_by: change.by,
    })
    .execute();
}

/** Oldest first: the order in which the changes happened. */
export async function listStatusChanges(
  db: Kysely<Database>,
  applicationId: number,
): Promise<ApplicationStatusChange[]> {
  return db
    .selectFrom('application_status_history')
    .select(['from_status', 'to_status', 'changed_at', 'changed_by'])
    .where('application_id', '=', applicationId)
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
}

/** Removes the application and its history; true when there was one. */
export async function deleteApplication(db: Kysely<Database>, id: number): Promise<boolean> {
  await db.deleteFrom('application_status_history').where('application_id', '=', id).execute();
  const result = await db.deleteFrom('job_applications').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
