import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { namedLimiter } from '#server/plugins/rate-limiting.js';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { refusalsInRequestLanguage } from '#server/routes/refusal-language.js';
import { sayInLanguageOf } from '#server/routes/say-in-language.js';
import { submitEnquiry } from '#server/services/enquiries/submit-enquiry.js';
import { failure, success } from '#shared/api-envelope.js';
import { submitEnquiryEndpoint } from '#shared/endpoints/enquiries.js';

/** Per client IP: an office behind one address sends a few; a script is stopped. */
const perClientLimit = { max: 20, timeWindow: '1 hour' };
/** Per mobile number, whichever address sends it: nobody needs more enquiries than this in a day. */
const perPhoneLimit = { max: 10, timeWindow: '1 day' };
/** The form's fields are short, the free text at most 2,000 characters: 16 KB holds it in any script. */
const BODY_LIMIT_BYTES = 16 * 1024;

const rateLimitMessage = 'Too many enquiries. Please call the office instead, or try again later.';

/**
 * `POST /api/enquiries`: the public enquiry form. Validated with the form's own schema, capped in
 * size, limited per client and per phone, and answered with the reference and the office that
 * will call (the first reference again when the same enquiry is sent twice within minutes).
 * Registered under `/api`, since the path is `/enquiries` itself.
 */
export async function enquiryRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Said in the language of the page the form was sent from, its validation messages too; a
  // rate limit, refused before the body is read, in the one the request's Accept-Language prefers.
  app.addHook('preSerialization', refusalsInRequestLanguage(app));
  const perPhone = app.createRateLimit(
    namedLimiter('enquiry-phone', {
      ...perPhoneLimit,
      keyGenerator: (request) => (request.body as { phone: string }).phone,
    }),
  );

  app.route({
    ...endpointRoute(app, submitEnquiryEndpoint),
    bodyLimit: BODY_LIMIT_BYTES,
    config: {
      rateLimit: {
        ...perClientLimit,
        errorResponseBuilder: () => ({
          statusCode: 429,
          code: 'FST_RATE_LIMITED',
          message: rateLimitMessage,
        }),
      },
    },
    handler: async (request, reply) => {
      const limit = await perPhone(request);
      if (!limit.isAllowed && limit.isExceeded) {
        return reply
          .code(429)
          .header('retry-after', limit.ttlInSeconds)
          .send(failure(rateLimitMessage, 'rate_limited'));
      }
      const { content } = await app.siteContent.published();
      const say = sayInLanguageOf(app);
      const outcome = await submitEnquiry(request.body, {
        db: app.database.db,
        content,
        now: app.now(),
        mailer: app.enquiryMailer,
        siteUrl: app.config.siteUrl,
        say,
      });
      if (outcome.kind === 'honeypot') {
        const message = 'The form was not submitted properly. Please reload the page and try again.';
        return reply.code(400).send(failure(message, 'validation_failed'));
      }
      // The receipt names the office in the page's language; the dialog says its own thanks with it.
      const { receipt } = outcome;
      const thanks = say(request.body.language, 'Thank you. The {office} will call you.', {
        office: receipt.office.name,
      });
      return reply.code(201).send(success(receipt, thanks));
    },
  });
}
