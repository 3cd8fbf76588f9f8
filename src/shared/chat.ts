import { z } from 'zod';
import {
  CHAT_MAX_ASSISTANT_MESSAGE_LENGTH,
  CHAT_MAX_MESSAGES,
  CHAT_MAX_USER_MESSAGE_LENGTH,
} from './chat-limits.js';
import { siteLanguages } from './languages.js';

/**
 * The chat assistant's API contract: `POST /api/chat`. The browser sends the conversation (user
 * and assistant turns only: the server owns the system prompt) and gets the reply, streamed as
 * Server-Sent Events when it asks for `text/event-stream`, otherwise as one JSON envelope.
 * The browser imports only types from here (and the limits from chat-limits.ts), so zod stays
 * out of its bundle.
 */

/** PostgreSQL cannot store NUL in a text column, and no visitor types one. */
const withoutNul = (value: string) => !value.includes('\u0000');

/**
 * `chat_{timestamp}_{9 random characters}` (spec sections 3 "Entities and their fields" and 9
 * "Business constants and limits").
 */
const chatSessionIdPattern = /^chat_\d{10,16}_[A-Za-z0-9]{9}$/;

export const chatMessageSchema = z.discriminatedUnion('role', [
  z.object({
    role: z.literal('user'),
    content: z
      .string()
      .trim()
      .min(1, 'Please type a message')
      .max(CHAT_MAX_USER_MESSAGE_LENGTH, `Messages are limited to ${CHAT_MAX_USER_MESSAGE_LENGTH} characters`)
      .refine(withoutNul, 'Messages must not contain NUL characters')
      // A lone UTF-16 surrogate (valid in JSON, not in Unicode) would be recorded as something else.
      .refine((value) => !/\p{Cs}/u.test(value), 'Messages must be valid Unicode text'),
  }),
  z.object({
    role: z.literal('assistant'),
    content: z.string().max(CHAT_MAX_ASSISTANT_MESSAGE_LENGTH).refine(withoutNul),
  }),
]);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRequestSchema = z.object({
  messages: z
    .array(chatMessageSchema)
    .min(1, 'The conversation is empty')
    .max(CHAT_MAX_MESSAGES, `At most ${CHAT_MAX_MESSAGES} messages are accepted`)
    .refine((messages) => messages.at(-1)?.role === 'user', 'The last message must be from the visitor'),
  /**
   * Sent only when the visitor allowed statistics: the exchange is then recorded with it.
   * Without it only anonymous daily counts are kept.
   */
  sessionId: z.string().regex(chatSessionIdPattern, 'Invalid chat session id').optional(),
  /**
   * The code of the page's language when it is not the default one ('bn'): an answer the
   * assistant cannot give a Latin-script question is then said in it.
   */
  language: z
    .string()
    .refine((code) => siteLanguages.some((language) => language.code === code), 'Not a language of the site')
    .optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** 'builtin': answered from the company's own facts; 'provider': by the configured language model. */
export const chatModeSchema = z.enum(['builtin', 'provider']);
export type ChatMode = z.infer<typeof chatModeSchema>;

/**
 * How a recorded chat was answered: by our assistant (a `ChatMode`), or 'client' for a record a
 * seed client sent to /api/tracking/chat.
 */
export const recordedChatModeSchema = z.enum([...chatModeSchema.options, 'client']);
export type RecordedChatMode = z.infer<typeof recordedChatModeSchema>;

/**
 * Why the provider could not answer (spec section 8 "The error catalogue"); the visitor reads each
 * class's message from src/content/chat.ts.
 */
export const chatErrorClasses = [
  'invalid_api_key',
  'missing_api_key',
  'insufficient_quota',
  'rate_limit_exceeded',
  'network_error',
  'model_error',
  'content_policy_violation',
  'unknown_error',
] as const;
export type ChatErrorClass = (typeof chatErrorClasses)[number];

/** The reply: `data` of the JSON envelope, and the payload of the stream's `done` event. */
export const chatReplySchema = z.object({
  reply: z.string(),
  mode: chatModeSchema,
  /** Set when the provider failed and the visitor got the built-in fallback instead. */
  errorClass: z.enum(chatErrorClasses).optional(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

/**
 * The stream's events: `delta` carries the next piece of the reply as it is produced; `done`
 * carries the final reply, which replaces what was streamed (after a provider failure mid-answer
 * the visitor sees the fallback, not a half sentence); `error` ends a stream that could not answer.
 */
export type ChatStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: ChatReply }
  | { event: 'error'; data: { message: string } };
