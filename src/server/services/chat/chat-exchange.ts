import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/schema.js';
import type { ContentStore } from '#server/services/content/content-store.js';
import type { Geolocator } from '#server/services/geolocation.js';
import type { ChatMessage, ChatReply } from '#shared/chat.js';
import { type AnswerOptions, type ChatOutcome, createChatAssistant } from './chat-assistant.js';
import { recordChatExchange } from './chat-recorder.js';
import { createProviderClient } from './provider-client.js';

type VisitorConversation = {
  messages: readonly ChatMessage[];
  /** Present only when the visitor allowed statistics: the exchange is then recorded. */
  sessionId: string | undefined;
  /** The language code of the page the visitor asked on, when not the default language's. */
  pageLanguage: string | undefined;
  clientIp: string;
  at: Date;
};

type ChatExchange = (
  conversation: VisitorConversation,
  options: AnswerOptions & { log: FastifyBaseLogger },
) => Promise<ChatReply>;

/**
 * `POST /api/chat`'s work: the assistant answers the conversation (the provider when CHAT_API_KEY
 * is set, else the built-in answerer over the company's facts, built here once), then the exchange
 * is recorded. The provider's key and the system prompt stay here; the reply is all that leaves.
 */
export function createChatExchange(options: {
  db: Kysely<Database>;
  geolocator: Geolocator;
  chat: Config['chat'];
  siteContent: ContentStore;
  now: () => Date;
}): ChatExchange {
  const { apiKey, baseUrl, model } = options.chat;
  const assistant = createChatAssistant(
    apiKey ? createProviderClient({ apiKey, baseUrl, model }) : undefined,
    () => options.siteContent.published(),
    options.now,
  );

  return async function exchange(conversation, { onDelta, signal, log }) {
    const outcome = await assistant.answer(conversation.messages, {
      onDelta,
      signal,
      log,
      pageLanguage: conversation.pageLanguage,
    });
    // A visitor who left mid-answer did not have an exchange (nor a provider failure) to record.
    if (!signal?.aborted) {
      try {
        await recordChatExchange(options.db, options.geolocator, {
          sessionId: conversation.sessionId,
          userMessage: conversation.messages.findLast((message) => message.role === 'user')?.content ?? '',
          botResponse: outcome.recordedResponse,
          mode: outcome.mode,
          errorClass: outcome.errorClass ?? null,
          handover: outcome.handover,
          clientIp: conversation.clientIp,
          at: conversation.at,
        });
      } catch (error) {
        // The visitor has their answer; a lost record is logged, not turned into an error page.
        log.error({ err: error }, 'chat exchange not recorded');
      }
    }
    return publicReply(outcome);
  };
}

/** What the browser gets: the reply and how it was made, never the recorded error text. */
function publicReply(outcome: ChatOutcome): ChatReply {
  const { reply, mode, errorClass } = outcome;
  return errorClass === undefined ? { reply, mode } : { reply, mode, errorClass };
}
