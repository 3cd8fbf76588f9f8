import type { Kysely } from 'kysely';
import { otherPositionChoice } from '../../../content/site-content.js';
import type { ApplicableOpening, ApplicationSubmission } from '../../../shared/careers.js';
import { insertApplication, insertStatusChange } from '../../db/applications-repository.js';
import type { Database } from '../../db/schema.js';
import {
  commitResume,
  discardResume,
  newResumeFileName,
  type ReceivedResume,
  removeResume,
} from './resume-storage.js';

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

type SubmitContext = {
  db: Kysely<Database>;
  resumesDirectory: string;
  now: Date;
  /** The openings open today: the stored job title is the opening's own. */
  openings: readonly ApplicableOpening[];
};

/**
 * Stores an application and its resume together: the row, its first history entry and the
 * file's final name are committed in one transaction, and any failure removes the file again,
 * so there is never a row without its resume nor a resume without its row. One e-mail address
 * applies once a day (IST) to an opening: a second application is refused by the database.
 */
export async function submitApplication(
  context: SubmitContext,
  submission: ApplicationSubmission,
  resume: ReceivedResume,
): Promise<StoredApplication> {
  const { db, resumesDirectory, now } = context;
  const email = submission.email.toLowerCase();
  const jobTitle =
    context.openings.find((opening) => opening.id === submission.jobId)?.title ?? submission.position;
  const applicationDate = now.toISOString();
  // Only 'Other' asks what the position is; a stray answer beside a listed one means nothing.
  const otherPosition =
    submission.position === otherPositionChoice ? submission.otherPosition || undefined : undefined;
  const fileName = newResumeFileName();

  try {
    const id = await db.transaction().execute(async (trx) => {
      const applicationId = await insertApplication(trx, {
        jobId: submission.jobId,
        jobTitle,
        firstName: submission.firstName,
        lastName: submission.lastName,
        email,
        phone: submission.phone,
        expectedSalary: submission.expectedSalary,
        position: submission.position,
        otherPosition,
        availableStartDate: submission.availableStartDate,
        resumeFile: fileName,
        resumeSize: resume.size,
        applicationDate,
      });
      if (applicationId === undefined) throw new DuplicateApplicationError('already applied today');
      await insertStatusChange(trx, { applicationId, from: null, to: 'pending', at: applicationDate });
      await commitResume(resumesDirectory, resume, fileName);
      return applicationId;
    });
    return { ...submission, otherPosition, email, id, jobTitle, resumeSize: resume.size, applicationDate };
  } catch (error) {
    await discardResume(resume);
    await removeResume(resumesDirectory, fileName);
    throw error;
  }
}
