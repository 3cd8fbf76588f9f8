import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatErrorMessages } from '../../../content/index.js';
import { success } from '../../../shared/api-envelope.js';
import { type ChatReply, type ChatRequest, chatRequestSchema } from '../../../shared/chat.js';
import { type ChatOutcome, createChatAssistant } from '../../services/chat/chat-assistant.js';
import { recordChatExchange } from '../../services/chat/chat-recorder.js';
import { createProviderClient } from '../../services/chat/provider-client.js';
import { normaliseIp } from '../../services/tracking/client-ip.js';
import { chatRateLimitPerIp, createChatQuota } from './chat-rate-limits.js';
import { openEventStream, wantsEventStream } from './event-stream.js';

/**
 * `POST /api/chat`: the visitor's conversation in, the assistant's reply out, streamed as
 * Server-Sent Events for `Accept: text/event-stream`, otherwise one JSON envelope. The provider's
 * key and the system prompt stay here; the browser only ever sees replies.
 */
export async function chatRoutes(app: FastifyInstance) {
  const { apiKey, baseUrl, model } = app.config.chat;
  const provider = apiKey ? createProviderClient({ apiKey, baseUrl, model }) : undefined;
  // The knowledge index is built here, once, when the server starts.
  const assistant = createChatAssistant(provider);

  async function record(request: FastifyRequest<{ Body: ChatRequest }>, outcome: ChatOutcome) {
    const { messages, sessionId } = request.body;
    try {
      await recordChatExchange(app.database.db, app.geolocator, {
        sessionId,
        userMessage: messages.findLast((message) => message.role === 'user')?.content ?? '',
        outcome,
        ip: normaliseIp(request.ip),
        at: app.now(),
      });
    } catch (error) {
      // The visitor has their answer; a lost record is logged, not turned into an error page.
      request.log.error({ err: error }, 'chat exchange not recorded');
    }
  }

  async function streamAnswer(request: FastifyRequest<{ Body: ChatRequest }>, reply: FastifyReply) {
    const stream = openEventStream(reply);
    const visitorLeft = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) visitorLeft.abort();
    });
    try {
      const outcome = await assistant.answer(request.body.messages, {
        signal: visitorLeft.signal,
        onDelta: (text) => stream.send({ event: 'delta', data: { text } }),
      });
      stream.send({ event: 'done', data: publicReply(outcome) });
      // A visitor who left mid-answer did not have an exchange (nor a provider failure) to record.
      if (!visitorLeft.signal.aborted) await record(request, outcome);
    } catch (error) {
      request.log.error({ err: error }, 'chat answer failed');
      stream.send({ event: 'error', data: { message: chatErrorMessages.unknown_error } });
    } finally {
      stream.end();
    }
    return reply;
  }

  app.withTypeProvider<ZodTypeProvider>().post(
    '/',
    {
      schema: { body: chatRequestSchema },
      config: { rateLimit: chatRateLimitPerIp },
      preHandler: createChatQuota(app),
      // Compression would hold streamed events back until a buffer fills.
      compress: false,
    },
    async (request, reply) => {
      if (wantsEventStream(request.headers.accept)) return streamAnswer(request, reply);
      const outcome = await assistant.answer(request.body.messages);
      await record(request, outcome);
      return success(publicReply(outcome));
    },
  );
}

/** What the browser gets: the reply and how it was made, never the recorded error text. */
function publicReply(outcome: ChatOutcome): ChatReply {
  const { reply, mode, errorClass } = outcome;
  return errorClass === undefined ? { reply, mode } : { reply, mode, errorClass };
}
