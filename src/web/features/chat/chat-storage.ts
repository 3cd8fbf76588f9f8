import type { ChatMessage } from '#shared/chat.js';

/**
 * What the chat keeps in the browser: the open conversation in sessionStorage (it survives moving
 * between pages and is gone when the tab closes), and, only with statistics consent, the local
 * chat log `allChats` of spec section 3 "Entities and their fields", capped at 500 entries with the
 * oldest dropped.
 */

const CONVERSATION_KEY = 'chatConversation';
const LOCAL_CHAT_LOG_KEY = 'allChats';
export const LOCAL_CHAT_LOG_LIMIT = 500;

export type StoredConversation = {
  messages: ChatMessage[];
  /** `chat_{timestamp}_{9 characters}`, made on the first message sent with statistics consent. */
  sessionId?: string;
};

type LocalChatLogEntry = {
  sessionId: string;
  userMessage: string;
  botResponse: string;
  timestamp: string;
};

function isChatMessage(value: unknown): value is ChatMessage {
  const message = value as Partial<ChatMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    (message.role === 'user' || message.role === 'assistant') &&
    typeof message.content === 'string'
  );
}

export function loadConversation(): StoredConversation {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(CONVERSATION_KEY) ?? 'null');
    const { messages, sessionId } = (stored ?? {}) as Partial<StoredConversation>;
    if (!Array.isArray(messages) || !messages.every(isChatMessage)) return { messages: [] };
    return typeof sessionId === 'string' ? { messages, sessionId } : { messages };
  } catch {
    return { messages: [] };
  }
}

export function saveConversation(conversation: StoredConversation): void {
  try {
    if (conversation.messages.length === 0) window.sessionStorage.removeItem(CONVERSATION_KEY);
    else window.sessionStorage.setItem(CONVERSATION_KEY, JSON.stringify(conversation));
  } catch {
    // Storage full or blocked: the conversation still works on this page.
  }
}

const sessionIdAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * `chat_{timestamp}_{9 random characters}` (spec sections 3 "Entities and their fields" and 9
 * "Business constants and limits").
 */
export function newChatSessionId(): string {
  const random = Array.from(
    window.crypto.getRandomValues(new Uint8Array(9)),
    (byte) => sessionIdAlphabet[byte % sessionIdAlphabet.length],
  ).join('');
  return `chat_${Date.now()}_${random}`;
}

export function appendToLocalChatLog(entry: LocalChatLogEntry): void {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(LOCAL_CHAT_LOG_KEY) ?? '[]');
    const log = Array.isArray(stored) ? stored : [];
    const capped = [...log, entry].slice(-LOCAL_CHAT_LOG_LIMIT);
    window.localStorage.setItem(LOCAL_CHAT_LOG_KEY, JSON.stringify(capped));
  } catch {
    // A full or blocked storage loses the local copy only; the server has the record.
  }
}
