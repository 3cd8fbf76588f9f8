import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { success } from '../../../shared/api-envelope.js';
import { chatTrackingRequestSchema } from '../../../shared/tracking.js';
import { insertChat } from '../../db/chats-repository.js';
import { normaliseIp } from '../../services/tracking/client-ip.js';
import { trackingRateLimit } from './public-rate-limit.js';

/**
 * `POST /api/tracking/chat`: a chat exchange recorded by a client written for the seed. Stored
 * with mode 'client' so the analytics can tell it from our own assistant's answers; the location
 * comes from the request's IP, not from the body.
 */
export async function chatTrackingRoute(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/chat',
      { config: trackingRateLimit, schema: { body: chatTrackingRequestSchema } },
      async (request, reply) => {
        const { city, country } = app.geolocator.locate(normaliseIp(request.ip));
        await insertChat(app.database.db, {
          sessionId: request.body.sessionId,
          userMessage: request.body.userMessage,
          botResponse: request.body.botResponse,
          mode: 'client',
          errorClass: null,
          city,
          country,
          interactionTime: app.now().toISOString(),
        });
        return reply.code(201).send(success({ stored: true }));
      },
    );
}
