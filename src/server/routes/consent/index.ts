import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../../shared/api-envelope.js';
import { type ConsentLogReceipt, consentLogRequestSchema } from '../../../shared/consent.js';
import { insertConsentRecord } from '../../db/consent-repository.js';

/**
 * `/api/consent`: logs each cookie choice under a random id, with its categories, the consent
 * version and the server's time, so the company can show what a visitor agreed to. The browser
 * keeps the id in its consent record; nothing ties the log to a person or an IP.
 */
export async function consentRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/',
    {
      // A visitor makes a choice or two; a page load re-sends one the server has not confirmed.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { body: consentLogRequestSchema },
    },
    async (request, reply) => {
      const receipt: ConsentLogReceipt = { consentId: randomUUID(), loggedAt: app.now().toISOString() };
      await insertConsentRecord(app.database.db, {
        consentId: receipt.consentId,
        preferences: request.body.preferences,
        version: request.body.version,
        createdAt: receipt.loggedAt,
      });
      return reply.code(201).send(success(receipt));
    },
  );
}
