import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { logConsentChoice } from '#server/services/consent/consent-log.js';
import { success } from '#shared/api-envelope.js';
import { logConsentEndpoint } from '#shared/endpoints/consent.js';

/**
 * `/api/consent`: logs each cookie choice. The browser keeps the answer's id in its consent
 * record; nothing ties the log to a person or an IP. Registered under `/api`, since the path is
 * `/consent` itself.
 */
export async function consentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...endpointRoute(app, logConsentEndpoint),
    // A visitor makes a choice or two; a page load re-sends one the server has not confirmed.
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request, reply) =>
      reply.code(201).send(success(await logConsentChoice(app.database.db, request.body, app.now()))),
  });
}
