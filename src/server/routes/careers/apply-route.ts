import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { failure, success } from '../../../shared/api-envelope.js';
import {
  type ApplicationReceipt,
  applicationFieldNames,
  applicationMessages,
  applicationSubmissionSchema,
  honeypotFieldName,
} from '../../../shared/careers.js';
import type { ApplicationMailer } from '../../services/careers/application-mailer.js';
import {
  MalformedUploadError,
  readApplicationUpload,
  UploadTooLargeError,
} from '../../services/careers/application-upload.js';
import { discardResume, type ReceivedResume } from '../../services/careers/resume-storage.js';
import { DuplicateApplicationError, submitApplication } from '../../services/careers/submit-application.js';

export type ApplyRouteOptions = { resumesDirectory: string; mailer: ApplicationMailer | undefined };

/** Per client IP: room for a few applications (and corrections), not for a flood. */
const applyRateLimit = { max: 10, timeWindow: '1 hour' };

/** The order in which field problems are reported; the first one is the answer's message. */
const fieldOrder: readonly string[] = ['jobId', ...applicationFieldNames];

/**
 * `POST /api/careers/apply` (multipart, the seed's fields): validates with the form's own schema,
 * checks the resume's bytes, stores row and file together, then e-mails in the background.
 */
export async function applyRoute(app: FastifyInstance, options: ApplyRouteOptions) {
  const { resumesDirectory, mailer } = options;
  const maxSize = formatLimit(app.config.resumeMaxBytes);

  app.post('/apply', { config: { rateLimit: applyRateLimit } }, async (request, reply) => {
    if (!request.isMultipart()) {
      return reply
        .code(400)
        .send(failure('Please send the application as multipart/form-data', 'validation_failed'));
    }

    let upload: Awaited<ReturnType<typeof readApplicationUpload>>;
    try {
      upload = await readApplicationUpload(request.parts(), resumesDirectory);
    } catch (error) {
      if (error instanceof MalformedUploadError) {
        request.log.info({ err: error.cause }, 'application refused: malformed multipart body');
        return reply
          .code(400)
          .send(failure('The application could not be read. Please try again.', 'validation_failed'));
      }
      if (!(error instanceof UploadTooLargeError)) throw error;
      const message =
        error.part === 'resume'
          ? `The resume is larger than ${maxSize}. Please upload a smaller PDF file.`
          : 'The application form is too large. Please shorten your answers.';
      return reply.code(413).send(failure(message, 'payload_too_large'));
    }

    const { fields, resume } = upload;
    let outcome: { statusCode: number; body: object };
    try {
      outcome = await acceptApplication(fields, resume, request.log);
    } finally {
      // Before answering: a committed resume has been renamed away; anything left was not accepted.
      if (resume) await discardResume(resume);
    }
    return reply.code(outcome.statusCode).send(outcome.body);
  });

  async function acceptApplication(
    fields: Record<string, string>,
    resume: ReceivedResume | undefined,
    log: FastifyBaseLogger,
  ): Promise<{ statusCode: number; body: object }> {
    if (fields[honeypotFieldName]) {
      log.info('application refused: honeypot field filled');
      const message = 'The form was not submitted properly. Please reload the page and try again.';
      return { statusCode: 400, body: failure(message, 'validation_failed') };
    }

    const parsed = applicationSubmissionSchema.safeParse(fields);
    const problems: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) {
      problems[String(issue.path[0])] ??= issue.message;
    }
    if (!resume) problems.resume = applicationMessages.resumeRequired;
    else if (!resume.isPdf) problems.resume = applicationMessages.resumeNotPdf;
    const firstProblem = fieldOrder.find((field) => problems[field] !== undefined);
    if (!parsed.success || !resume || firstProblem !== undefined) {
      const message = (firstProblem && problems[firstProblem]) ?? 'Invalid application';
      return { statusCode: 400, body: { ...failure(message, 'validation_failed'), fields: problems } };
    }

    try {
      const stored = await submitApplication(
        { db: app.database.db, resumesDirectory, now: app.now() },
        parsed.data,
        resume,
      );
      log.info({ applicationId: stored.id, jobId: stored.jobId }, 'application stored');
      mailer?.notify(stored);
      const receipt: ApplicationReceipt = { applicationId: stored.id };
      return { statusCode: 201, body: success(receipt, 'Application submitted successfully') };
    } catch (error) {
      if (!(error instanceof DuplicateApplicationError)) throw error;
      const message =
        'You have already applied for this position in the last 24 hours. Our HR team will review your application.';
      return { statusCode: 409, body: failure(message, 'conflict') };
    }
  }
}

/** 5242880 -> '5 MB', 1572864 -> '1.5 MB', 2048 -> '2 KB'. */
function formatLimit(bytes: number): string {
  const [amount, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : [bytes / 1024, 'KB'];
  return `${Number.isInteger(amount) ? amount : amount.toFixed(1)} ${unit}`;
}
