import { useCallback, useEffect, useRef, useState } from 'react';
import { chatErrorMessages } from '#content/chat.js';
import type { ChatMessage } from '#shared/chat.js';
import { CHAT_MAX_ASSISTANT_MESSAGE_LENGTH, CHAT_MAX_MESSAGES } from '#shared/chat-limits.js';
import type { Say } from '#web/app/phrasebook.js';
import { hasStatisticsConsent } from '#web/lib/consent-storage.js';
import { ChatRequestError, streamChatReply } from './chat-api.js';
import {
  appendToLocalChatLog,
  loadConversation,
  newChatSessionId,
  type StoredConversation,
  saveConversation,
} from './chat-storage.js';

/** The conversation as the server accepts it: the latest turns, replies cut to the limit. */
function requestMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages
    .slice(-CHAT_MAX_MESSAGES)
    .map((message) =>
      message.role === 'assistant'
        ? { ...message, content: message.content.slice(0, CHAT_MAX_ASSISTANT_MESSAGE_LENGTH) }
        : message,
    );
}

export type ChatConversation = {
  messages: ChatMessage[];
  /** The reply streaming in, or null when none is pending. */
  streamingReply: string | null;
  pending: boolean;
  /** The last finished reply, for the screen-reader announcement. */
  lastReply: string;
  /** Sends a message; blank messages and messages sent while a reply is pending are ignored. */
  send(text: string): void;
  clear(): void;
};

/**
 * The chat's state: the whole conversation is sent with each message (spec section 4 "States and
 * transitions") and kept in sessionStorage. With statistics consent the exchange carries the chat
 * session id, so the server records it, and a copy goes to the local chat log; without it nothing
 * identifies it. An error is shown in place of the reply, said in the page's language (`say`).
 */
export function useChatConversation(say: Say, languageCode?: string): ChatConversation {
  const [conversation, setConversation] = useState<StoredConversation>(loadConversation);
  const [streamingReply, setStreamingReply] = useState<string | null>(null);
  const [lastReply, setLastReply] = useState('');
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => saveConversation(conversation), [conversation]);
  useEffect(() => () => inFlight.current?.abort(), []);

  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (content === '' || inFlight.current) return;
      const consented = hasStatisticsConsent();
      const sessionId = consented ? (conversation.sessionId ?? newChatSessionId()) : conversation.sessionId;
      const messages: ChatMessage[] = [...conversation.messages, { role: 'user', content }];
      const controller = new AbortController();
      inFlight.current = controller;
      setConversation({ messages, ...(sessionId ? { sessionId } : {}) });
      setStreamingReply('');

      const body = {
        messages: requestMessages(messages),
        ...(consented && sessionId ? { sessionId } : {}),
        ...(languageCode ? { language: languageCode } : {}),
      };
      streamChatReply(body, {
        signal: controller.signal,
        onDelta: (piece) => setStreamingReply((shown) => (shown ?? '') + piece),
      })
        .then(
          (reply) => {
            if (consented && sessionId) {
              appendToLocalChatLog({
                sessionId,
                userMessage: content,
                botResponse: reply,
                timestamp: new Date().toISOString(),
              });
            }
            return reply;
          },
          (error: unknown) =>
            say(error instanceof ChatRequestError ? error.message : chatErrorMessages.unknown_error),
        )
        .then((reply) => {
          // Cleared while the reply was on its way: that conversation is gone.
          if (controller.signal.aborted) return;
          inFlight.current = null;
          setConversation((current) => ({
            ...current,
            messages: [...current.messages, { role: 'assistant', content: reply }],
          }));
          setStreamingReply(null);
          setLastReply(reply);
        });
    },
    [conversation, say, languageCode],
  );

  const clear = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setStreamingReply(null);
    setLastReply('');
    setConversation({ messages: [] });
  }, []);

  return {
    messages: conversation.messages,
    streamingReply,
    pending: streamingReply !== null,
    lastReply,
    send,
    clear,
  };
}
