import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { formatByteSize } from '#server/routes/format-byte-size.js';
import {
  rateLimitInRequestLanguage,
  refusalInLanguage,
  requestLanguage,
  sayIn,
} from '#server/routes/refusal-language.js';
import { sayInLanguageOf } from '#server/routes/say-in-language.js';
import { createApplicationMailer } from '#server/services/careers/application-mailer.js';
import { type ApplicationOutcome, receiveApplication } from '#server/services/careers/receive-application.js';
import { type ApiFailure, failure, success } from '#shared/api-envelope.js';
import { applicationMessages, noLongerOpenSource } from '#shared/careers.js';
import { applyEndpoint } from '#shared/endpoints/careers.js';

/** The refusals given before the whole body was read (issue 46, M1). */
const unread = new Set<ApplicationOutcome['kind']>(['unknown-job', 'no-longer-open', 'file-before-job-id']);

/** Per client IP: room for a few applications (and corrections), not for a flood. */
const applyRateLimit = { max: 10, timeWindow: '1 hour' };

/**
 * `POST /api/careers/apply` (multipart, the seed's fields). Multipart parsing is registered in this
 * scope (and the admin's media upload's) only, so no other route accepts uploads; HR's e-mails go
 * out when SMTP_URL is set.
 */
export async function applyRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: {
      fileSize: app.config.resumeMaxBytes,
      files: 1,
      fields: 20,
      fieldSize: 2048,
      fieldNameSize: 100,
      parts: 25,
      headerPairs: 50,
    },
  });

  const { smtpUrl, from, hrEmail } = app.config.mail;
  const mailer = smtpUrl
    ? createApplicationMailer({
        smtpUrl,
        from,
        hrEmail,
        siteUrl: app.config.siteUrl,
        log: app.log,
        redis: app.redis,
      })
    : undefined;
  if (mailer) app.addHook('onClose', () => mailer.close());

  const maxSize = formatByteSize(app.config.resumeMaxBytes);
  /**
   * The answer to each outcome that is not a stored application: in English, but for the texts
   * with placeholders, which `say` puts in the request's language (the caller translates the rest).
   */
  const refusal = (
    outcome: Exclude<ApplicationOutcome, { kind: 'stored' }>,
    say: (source: string, values?: Record<string, string>) => string,
  ): [number, ApiFailure] => {
    switch (outcome.kind) {
      case 'malformed':
        return [400, failure('The application could not be read. Please try again.', 'validation_failed')];
      case 'too-large': {
        const message =
          outcome.part === 'resume'
            ? say('The resume is larger than {size}. Please upload a smaller PDF file.', { size: maxSize })
            : 'The application form is too large. Please shorten your answers.';
        return [413, failure(message, 'payload_too_large')];
      }
      case 'honeypot': {
        const message = 'The form was not submitted properly. Please reload the page and try again.';
        return [400, failure(message, 'validation_failed')];
      }
      case 'invalid':
        return [400, { ...failure(outcome.message, 'validation_failed'), fields: outcome.fields }];
      case 'duplicate': {
        const message =
          'You have already applied for this position in the last 24 hours. Our HR team will review your application.';
        return [409, failure(message, 'conflict')];
      }
      case 'unknown-job': {
        const message = applicationMessages.jobUnknown;
        return [400, { ...failure(message, 'validation_failed'), fields: { jobId: message } }];
      }
      case 'no-longer-open': {
        const message = say(noLongerOpenSource, { title: outcome.title, jobId: outcome.jobId });
        return [409, failure(message, 'conflict')];
      }
      case 'file-before-job-id':
        return [400, failure(applicationMessages.jobIdAfterFile, 'validation_failed')];
    }
  };

  app.route({
    ...endpointRoute(app, applyEndpoint),
    config: { rateLimit: rateLimitInRequestLanguage(app, applyRateLimit) },
    handler: async (request, reply) => {
      if (!request.isMultipart()) {
        const say = sayIn(app, requestLanguage(request));
        return reply
          .code(400)
          .send(failure(say('Please send the application as multipart/form-data'), 'validation_failed'));
      }
      const outcome = await receiveApplication(request.parts(), {
        db: app.database.db,
        siteContent: app.siteContent,
        fileStore: app.fileStore,
        now: app.now(),
        mailer,
        log: request.log,
        say: sayInLanguageOf(app),
      });
      if (outcome.kind === 'stored') {
        const receipt = { reference: outcome.reference, applicationId: outcome.reference };
        return reply.code(201).send(success(receipt, 'Application submitted successfully'));
      }
      // In the language the form names, once its fields were read; before that (a Job ID, a file
      // refused, a body too large or broken), in the one the request's Accept-Language prefers.
      const language = requestLanguage(request, 'language' in outcome ? outcome.language : undefined);
      const say = sayIn(app, language);
      const [statusCode, refused] = refusal(outcome, say);
      const answer = refusalInLanguage(app, language, refused);
      // Refused before the body was read to its end: the connection closes rather than read the rest.
      if (unread.has(outcome.kind)) reply.header('connection', 'close');
      return reply.code(statusCode).send(answer);
    },
  });
}
