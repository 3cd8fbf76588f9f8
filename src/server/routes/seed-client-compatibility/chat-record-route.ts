import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { trackingRateLimit } from '#server/routes/tracking/public-rate-limit.js';
import { recordChatExchange } from '#server/services/chat/chat-recorder.js';
import { success } from '#shared/api-envelope.js';
import { seedChatRecordEndpoint } from '#shared/endpoints/tracking.js';

/**
 * `POST /api/tracking/chat`, kept for clients written for the seed, which answered chats in the
 * browser and reported them here (ours asks `POST /api/chat`, which records its own exchanges).
 * Stored like ours with mode 'client'; the location comes from the request's IP, not the body.
 */
export async function seedChatRecordRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...endpointRoute(app, seedChatRecordEndpoint),
    config: trackingRateLimit,
    handler: async (request, reply) => {
      const stored = await recordChatExchange(app.database.db, app.geolocator, {
        sessionId: request.body.sessionId,
        userMessage: request.body.userMessage,
        botResponse: request.body.botResponse,
        mode: 'client',
        errorClass: null,
        // A seed client's record says nothing of a handover; only our own assistant offers one.
        handover: false,
        clientIp: request.ip,
        at: app.now(),
      });
      return reply.code(201).send(success({ stored }));
    },
  });
}
