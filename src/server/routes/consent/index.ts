import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responseSchemas } from '#server/routes/response-schemas.js';
import { logConsentChoice } from '#server/services/consent/consent-log.js';
import { apiSuccessSchema, success } from '#shared/api-envelope.js';
import { consentLogReceiptSchema, consentLogRequestSchema } from '#shared/consent.js';

/**
 * `/api/consent`: logs each cookie choice. The browser keeps the answer's id in its consent
 * record; nothing ties the log to a person or an IP.
 */
export async function consentRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/',
    {
      // A visitor makes a choice or two; a page load re-sends one the server has not confirmed.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        body: consentLogRequestSchema,
        response: responseSchemas({ 201: apiSuccessSchema(consentLogReceiptSchema) }),
      },
    },
    async (request, reply) =>
      reply.code(201).send(success(await logConsentChoice(app.database.db, request.body, app.now()))),
  );
}
