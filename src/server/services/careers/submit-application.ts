import type { Kysely } from 'kysely';
import { insertApplication, insertStatusChange } from '#server/db/applications-repository.js';
import type { Database } from '#server/db/schema.js';
import { readableReference } from '#server/services/readable-reference.js';
import type { FileStore } from '#server/services/storage/file-store.js';
import type { ApplicableOpening, ApplicationSubmission } from '#shared/careers.js';
import { otherPositionChoice } from '#shared/position-choices.js';
import { newResumeKey, RESUME_CONTENT_TYPE, type ReceivedResume } from './resume-storage.js';

export class DuplicateApplicationError extends Error {
  override name = 'DuplicateApplicationError';
}

/** What the notification e-mails need to know of a stored application. */
export type StoredApplication = ApplicationSubmission & {
  id: number;
  /** Told to the applicant: 'A' and 7 random characters. */
  reference: string;
  jobTitle: string;
  resumeSize: number;
  applicationDate: string;
};

type SubmitContext = {
  db: Kysely<Database>;
  fileStore: FileStore;
  now: Date;
  /** The openings open today: the stored job title is the opening's own. */
  openings: readonly ApplicableOpening[];
};

/**
 * Stores an application and its resume together: the row, its first history entry and the file
 * are committed in one transaction, so there is never a row without its resume nor a resume
 * without its row. One e-mail address applies once a day (IST) to an opening: a second
 * application is refused by the database.
 */
export async function submitApplication(
  context: SubmitContext,
  submission: ApplicationSubmission,
  resume: ReceivedResume,
): Promise<StoredApplication> {
  const { db, fileStore, now } = context;
  const email = submission.email.toLowerCase();
  const jobTitle =
    context.openings.find((opening) => opening.id === submission.jobId)?.title ?? submission.position;
  const applicationDate = now.toISOString();
  // Only 'Other' asks what the position is; a stray answer beside a listed one means nothing.
  const otherPosition =
    submission.position === otherPositionChoice ? submission.otherPosition || undefined : undefined;
  const resumeKey = newResumeKey();
  const reference = readableReference('A');

  const id = await db.transaction().execute(async (trx) => {
    const applicationId = await insertApplication(trx, {
      ...submission,
      email,
      otherPosition,
      reference,
      jobTitle,
      resumeFile: resumeKey,
      resumeSize: resume.size,
      applicationDate,
    });
    if (applicationId === undefined) throw new DuplicateApplicationError('already applied today');
    await insertStatusChange(trx, {
      applicationId,
      from: null,
      to: 'pending',
      at: applicationDate,
      by: null,
    });
    await fileStore.put(trx, { key: resumeKey, contentType: RESUME_CONTENT_TYPE, content: resume.content });
    return applicationId;
  });
  return {
    ...submission,
    otherPosition,
    email,
    id,
    reference,
    jobTitle,
    resumeSize: resume.size,
    applicationDate,
  };
}
