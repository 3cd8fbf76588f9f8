import type { Kysely } from 'kysely';
import { jobOpenings } from '../../../content/careers.js';
import type { ApplicationSubmission } from '../../../shared/careers.js';
import {
  findApplicationSince,
  insertApplication,
  insertStatusChange,
} from '../../db/applications-repository.js';
import type { Database } from '../../db/schema.js';
import {
  commitResume,
  discardResume,
  newResumeFileName,
  type ReceivedResume,
  removeResume,
} from './resume-storage.js';
import { serializeByKey } from './serialize-by-key.js';

/** One application per e-mail and job per day: a second within this window is refused. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export class DuplicateApplicationError extends Error {
  override name = 'DuplicateApplicationError';
}

/** What the notification e-mails need to know of a stored application. */
export type StoredApplication = ApplicationSubmission & {
  id: number;
  jobTitle: string;
  resumeSize: number;
  applicationDate: string;
};

type SubmitContext = { db: Kysely<Database>; resumesDirectory: string; now: Date };

/**
 * Stores an application and its resume together: the row, its first history entry and the
 * file's final name are committed in one transaction, and any failure removes the file again,
 * so there is never a row without its resume nor a resume without its row.
 */
export async function submitApplication(
  context: SubmitContext,
  submission: ApplicationSubmission,
  resume: ReceivedResume,
): Promise<StoredApplication> {
  const { db, resumesDirectory, now } = context;
  const email = submission.email.toLowerCase();
  const jobTitle =
    jobOpenings.find((opening) => opening.id === submission.jobId)?.title ?? submission.position;
  const applicationDate = now.toISOString();
  const fileName = newResumeFileName();

  // The duplicate check and the insert must not interleave for the same applicant and job.
  return serializeByKey(`${email}\n${submission.jobId}`, async () => {
    try {
      const id = await db.transaction().execute(async (trx) => {
        const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
        if (await findApplicationSince(trx, { email, jobId: submission.jobId, since })) {
          throw new DuplicateApplicationError('already applied');
        }
        const applicationId = await insertApplication(trx, {
          jobId: submission.jobId,
          jobTitle,
          firstName: submission.firstName,
          lastName: submission.lastName,
          email,
          phone: submission.phone,
          expectedSalary: submission.expectedSalary,
          position: submission.position,
          availableStartDate: submission.availableStartDate,
          resumeFile: fileName,
          resumeSize: resume.size,
          applicationDate,
        });
        await insertStatusChange(trx, { applicationId, from: null, to: 'pending', at: applicationDate });
        await commitResume(resumesDirectory, resume, fileName);
        return applicationId;
      });
      return { ...submission, email, id, jobTitle, resumeSize: resume.size, applicationDate };
    } catch (error) {
      await discardResume(resume);
      await removeResume(resumesDirectory, fileName);
      throw error;
    }
  });
}
