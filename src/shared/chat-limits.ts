/**
 * The chat API's limits, apart from its zod schemas (in chat.ts) so the browser's widget can
 * use them without loading zod.
 */

/**
 * The whole conversation is sent each time (spec section 4 "States and transitions"); the client
 * drops turns beyond this.
 */
export const CHAT_MAX_MESSAGES = 20;
/** Longest accepted visitor message. */
export const CHAT_MAX_USER_MESSAGE_LENGTH = 1000;
/** Assistant turns echo earlier replies, which can be longer than a question. */
export const CHAT_MAX_ASSISTANT_MESSAGE_LENGTH = 4000;
