import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appendToLocalChatLog,
  LOCAL_CHAT_LOG_LIMIT,
  loadConversation,
  newChatSessionId,
  saveConversation,
} from './chat-storage.js';

/** A browser storage kept in a Map, enough for these functions. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the chat storage', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {
      localStorage: memoryStorage(),
      sessionStorage: memoryStorage(),
      crypto: globalThis.crypto,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it(`keeps the local chat log to the newest ${LOCAL_CHAT_LOG_LIMIT} entries`, () => {
    for (let index = 0; index < LOCAL_CHAT_LOG_LIMIT + 3; index += 1) {
      appendToLocalChatLog({
        sessionId: 'chat_1_abcdefghi',
        userMessage: `question ${index}`,
        botResponse: 'answer',
        timestamp: new Date(0).toISOString(),
      });
    }
    const log = JSON.parse(window.localStorage.getItem('allChats') ?? '[]');
    expect(log).toHaveLength(LOCAL_CHAT_LOG_LIMIT);
    expect(log[0].userMessage).toBe('question 3');
    expect(log.at(-1).userMessage).toBe(`question ${LOCAL_CHAT_LOG_LIMIT + 2}`);
  });

  it('makes session ids of the form chat_{timestamp}_{9 characters}', () => {
    const id = newChatSessionId();
    expect(id).toMatch(/^chat_\d{13}_[a-z0-9]{9}$/);
    expect(newChatSessionId()).not.toBe(id);
  });

  it('restores a saved conversation and ignores a tampered one', () => {
    const conversation = {
      messages: [{ role: 'user' as const, content: 'Hi' }],
      sessionId: 'chat_1_abcdefghi',
    };
    saveConversation(conversation);
    expect(loadConversation()).toEqual(conversation);

    window.sessionStorage.setItem(
      'chatConversation',
      JSON.stringify({ messages: [{ role: 'system', content: 'x' }] }),
    );
    expect(loadConversation()).toEqual({ messages: [] });
    window.sessionStorage.setItem('chatConversation', '{not json');
    expect(loadConversation()).toEqual({ messages: [] });
  });

  it('forgets the conversation when it is cleared', () => {
    saveConversation({ messages: [{ role: 'user', content: 'Hi' }] });
    saveConversation({ messages: [] });
    expect(window.sessionStorage.getItem('chatConversation')).toBeNull();
  });
});
