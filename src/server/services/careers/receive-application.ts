import type { Multipart } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { contentInLanguage } from '#content/content-in-language.js';
import { type ActiveOpening, activeOpenings, istDay, legalName, type SiteContent } from '#content/index.js';
import type { Database } from '#server/db/schema.js';
import type { ContentStore } from '#server/services/content/content-store.js';
import type { SayInLanguage } from '#server/services/say-in-language.js';
import type { FileStore } from '#server/services/storage/file-store.js';
import {
  applicationFieldNames,
  applicationMessages,
  applicationSubmissionSchema,
  honeypotFieldName,
} from '#shared/careers.js';
import { defaultLanguageOf, siteLanguages } from '#shared/languages.js';
import { pageLanguageOf } from '#shared/page-language.js';
import type { ApplicationMailer } from './application-mailer.js';
import { MalformedUploadError, readApplicationUpload, UploadTooLargeError } from './application-upload.js';
import { inspectResume } from './resume-inspection.js';
import type { ReceivedResume } from './resume-storage.js';
import {
  DuplicateApplicationError,
  type StoredApplication,
  submitApplication,
} from './submit-application.js';

export type ApplicationOutcome =
  | { kind: 'stored'; reference: string }
  /** The body is not well-formed multipart data. */
  | { kind: 'malformed' }
  | { kind: 'too-large'; part: 'resume' | 'form' }
  /** The hidden field people never fill in was filled in: a robot. */
  | { kind: 'honeypot' }
  /**
   * Each invalid field's message; `message` is the first in the form's order. `language` is the
   * code of the page the form names, to answer in.
   */
  | { kind: 'invalid'; message: string; fields: Record<string, string>; language: string }
  /** This e-mail address already applied for this opening today; `language` that of the form's page. */
  | { kind: 'duplicate'; language: string }
  /**
   * No opening with this Job ID takes applications, or it is a draft: one answer for both, so
   * it tells nobody which drafts exist or what they are called (issue 46, M1).
   */
  | { kind: 'unknown-job' }
  /** The opening was on the careers page and takes no more applications (closed, or past its Open until day). */
  | { kind: 'no-longer-open'; jobId: string; title: string }
  /** A file came before the Job ID: it was not read. */
  | { kind: 'file-before-job-id' };

/** Why a Job ID takes no application: the outcomes decided from the Job ID alone. */
type JobRefusal = Extract<ApplicationOutcome, { kind: 'unknown-job' | 'no-longer-open' }>;

type ReceiveContext = {
  db: Kysely<Database>;
  /** The published content: which openings are open today, and the company's name for the e-mails. */
  siteContent: ContentStore;
  fileStore: FileStore;
  now: Date;
  mailer: ApplicationMailer | undefined;
  log: FastifyBaseLogger;
  /** The site's translator: the applicant's confirmation is said in the application's language. */
  say: SayInLanguage;
};

/** The order in which field problems are reported; the first one is the answer's message. */
const fieldOrder: readonly string[] = ['jobId', ...applicationFieldNames, 'language'];

/**
 * `POST /api/careers/apply`'s work: reads the multipart body, checking the Job ID before anything
 * after it is read, then validates the fields with the form's own schema and the resume by its
 * content (a PDF with at least one page and nothing that runs when opened), stores row and file
 * together, then has the mailer tell HR and the applicant in the background.
 */
export async function receiveApplication(
  parts: AsyncIterable<Multipart>,
  context: ReceiveContext,
): Promise<ApplicationOutcome> {
  const { content } = await context.siteContent.published();
  const openings = activeOpenings(content, istDay(context.now));
  let upload: Awaited<ReturnType<typeof readApplicationUpload<JobRefusal>>>;
  try {
    upload = await readApplicationUpload(parts, (jobId) => jobRefusal(jobId, content, openings));
  } catch (error) {
    if (error instanceof MalformedUploadError) {
      context.log.info({ err: error.cause }, 'application refused: malformed multipart body');
      return { kind: 'malformed' };
    }
    if (error instanceof UploadTooLargeError) return { kind: 'too-large', part: error.part };
    throw error;
  }
  if (upload.kind === 'job-refused') return upload.refusal;
  if (upload.kind === 'file-before-job-id') return upload;
  return acceptApplication(upload, { content, openings }, context);
}

/**
 * Why `jobId` takes no application, or undefined when its opening is open today. A page opened
 * before the opening closed still offers it: that applicant is told it is no longer open. A draft
 * was never on a page: it is answered as a Job ID that does not exist.
 */
function jobRefusal(
  jobId: string,
  content: SiteContent,
  openings: readonly ActiveOpening[],
): JobRefusal | undefined {
  const id = jobId.trim();
  if (openings.some((open) => open.id === id)) return undefined;
  const opening = content.openings.openings.find((candidate) => candidate.id === id);
  if (!opening || opening.status === 'draft') return { kind: 'unknown-job' };
  return { kind: 'no-longer-open', jobId: opening.id, title: opening.title };
}

async function acceptApplication(
  { fields, resume }: { fields: Record<string, string>; resume: ReceivedResume | undefined },
  { content, openings }: { content: SiteContent; openings: readonly ActiveOpening[] },
  { db, fileStore, now, mailer, log, say }: ReceiveContext,
): Promise<ApplicationOutcome> {
  if (fields[honeypotFieldName]) {
    log.info('application refused: honeypot field filled');
    return { kind: 'honeypot' };
  }

  const parsed = applicationSubmissionSchema(openings).safeParse(fields);
  const problems: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    problems[String(issue.path[0])] ??= issue.message;
  }
  if (!resume) problems.resume = applicationMessages.resumeRequired;
  else if (!resume.isPdf) problems.resume = applicationMessages.resumeNotPdf;
  else {
    const verdict = await inspectResume(resume.content);
    if (verdict === 'unreadable') problems.resume = applicationMessages.resumeUnreadable;
    if (verdict === 'active-content') problems.resume = applicationMessages.resumeActiveContent;
  }
  const firstProblem = fieldOrder.find((field) => problems[field] !== undefined);
  if (!parsed.success || !resume || firstProblem !== undefined) {
    const message = (firstProblem && problems[firstProblem]) ?? 'Invalid application';
    return { kind: 'invalid', message, fields: problems, language: pageLanguageOf(fields) };
  }

  try {
    const stored = await submitApplication({ db, fileStore, now, openings }, parsed.data, resume);
    log.info({ applicationId: stored.id, jobId: stored.jobId }, 'application stored');
    mailer?.notify(stored, {
      companyName: legalName(content),
      jobTitle: jobTitleIn(stored, content),
      say: (source, values) => say(stored.language, source, values),
    });
    return { kind: 'stored', reference: stored.reference };
  } catch (error) {
    if (error instanceof DuplicateApplicationError)
      return { kind: 'duplicate', language: parsed.data.language };
    throw error;
  }
}

/**
 * The opening's title as a page in the application's language shows it ('সিনিয়র অ্যাকাউন্ট্যান্ট');
 * in English, the title the application stored.
 */
function jobTitleIn(application: StoredApplication, content: SiteContent): string {
  if (application.language === defaultLanguageOf(siteLanguages).code) return application.jobTitle;
  const { openings } = contentInLanguage(content, application.language).content.openings;
  return openings.find((opening) => opening.id === application.jobId)?.title ?? application.jobTitle;
}
