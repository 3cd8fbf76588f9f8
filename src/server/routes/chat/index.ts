import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatErrorMessages } from '#content/index.js';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { openEventStream, wantsEventStream } from '#server/routes/event-stream.js';
import { createChatExchange } from '#server/services/chat/chat-exchange.js';
import { success } from '#shared/api-envelope.js';
import type { ChatRequest, ChatStreamEvent } from '#shared/chat.js';
import { chatEndpoint } from '#shared/endpoints/chat.js';
import { chatRateLimitPerIp, createChatQuota } from './chat-rate-limits.js';

/**
 * `POST /api/chat`: the visitor's conversation in, the assistant's reply out, streamed as
 * Server-Sent Events for `Accept: text/event-stream`, otherwise one JSON envelope.
 */
export async function chatRoutes(app: FastifyInstance) {
  const exchange = createChatExchange({
    db: app.database.db,
    geolocator: app.geolocator,
    chat: app.config.chat,
    siteContent: app.siteContent,
    now: () => app.now(),
  });
  const conversationOf = (request: FastifyRequest<{ Body: ChatRequest }>) => ({
    messages: request.body.messages,
    sessionId: request.body.sessionId,
    pageLanguage: request.body.language,
    clientIp: request.ip,
    at: app.now(),
  });

  async function streamAnswer(request: FastifyRequest<{ Body: ChatRequest }>, reply: FastifyReply) {
    const stream = openEventStream<ChatStreamEvent>(reply);
    const visitorLeft = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) visitorLeft.abort();
    });
    try {
      const answer = await exchange(conversationOf(request), {
        signal: visitorLeft.signal,
        onDelta: (text) => stream.send({ event: 'delta', data: { text } }),
        log: request.log,
      });
      stream.send({ event: 'done', data: answer });
    } catch (error) {
      request.log.error({ err: error }, 'chat answer failed');
      stream.send({ event: 'error', data: { message: chatErrorMessages.unknown_error } });
    } finally {
      stream.end();
    }
    return reply;
  }

  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(app, chatEndpoint),
    config: { rateLimit: chatRateLimitPerIp },
    preHandler: createChatQuota(app),
    // Compression would hold streamed events back until a buffer fills.
    compress: false,
    handler: async (request, reply) => {
      if (wantsEventStream(request.headers.accept)) return streamAnswer(request, reply);
      return success(await exchange(conversationOf(request), { log: request.log }));
    },
  });
}
