import { chatReplySchema, chatRequestSchema } from '#shared/chat.js';
import { defineEndpoint } from '#shared/endpoint.js';

/**
 * The visitor's conversation in, the assistant's reply out: one JSON envelope, or, for
 * `Accept: text/event-stream`, the reply as it is written. The chat widget reads it with
 * `apiJson` and its own stream reader, so the public pages carry no zod (decision 0011).
 */
export const chatEndpoint = defineEndpoint('POST /api/chat', {
  body: chatRequestSchema,
  data: chatReplySchema,
  eventStream: { description: 'delta (a piece of the reply), then done (the reply) or error' },
});
