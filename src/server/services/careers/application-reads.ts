import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  countApplicationsByStatus,
  findApplication,
  listApplications,
  listStatusChanges,
} from '#server/db/applications-repository.js';
import type { Database } from '#server/db/schema.js';
import type { FileStore } from '#server/services/storage/file-store.js';
import type { ApplicationStatusChange, ApplicationsPage, ApplicationsQuery } from '#shared/careers.js';

/** HR's list: one page of the applications that match, and the counts by status of all of them. */
export async function readApplicationsPage(
  db: Kysely<Database>,
  query: ApplicationsQuery,
): Promise<ApplicationsPage> {
  const [page, statusCounts] = await Promise.all([
    listApplications(db, query),
    countApplicationsByStatus(db),
  ]);
  return { ...page, statusCounts };
}

/** An application's status changes, oldest first; undefined when there is no such application. */
export async function readApplicationHistory(
  db: Kysely<Database>,
  id: number,
): Promise<ApplicationStatusChange[] | undefined> {
  if (!(await findApplication(db, id))) return undefined;
  return listStatusChanges(db, id);
}

type ResumeDownload =
  | { kind: 'found'; downloadName: string; stream: Readable; size: number }
  | { kind: 'no-application' }
  /** The row names a file the store does not hold (lost outside the server's control). */
  | { kind: 'no-file'; applicationId: number };

/**
 * An application's resume, to send as '{first name} {last name} Resume.pdf' (spec section 7 "The
 * calls it makes").
 */
export async function openApplicationResume(
  db: Kysely<Database>,
  fileStore: FileStore,
  id: number,
): Promise<ResumeDownload> {
  const application = await findApplication(db, id);
  if (!application) return { kind: 'no-application' };
  const resume = await fileStore.get(db, application.resume_file);
  if (!resume) return { kind: 'no-file', applicationId: application.id };
  const downloadName = `${application.first_name} ${application.last_name} Resume.pdf`;
  return { kind: 'found', downloadName, stream: fileStore.stream(db, resume), size: resume.size };
}
