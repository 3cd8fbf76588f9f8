import { chatErrorMessages } from '#content/chat.js';
import type { ChatMessage } from '#shared/chat.js';
import { readServerSentEvents } from '#shared/server-sent-events.js';
import { ApiError, apiRequest } from '#web/lib/api-client.js';

/** A chat request that failed, with the message the visitor should see. */
export class ChatRequestError extends Error {
  override name = 'ChatRequestError';
}

type ChatRequestBody = { messages: ChatMessage[]; sessionId?: string; language?: string };

/**
 * Sends the conversation to `POST /api/chat` and reads the streamed reply: `onDelta` gets each
 * piece as it arrives; the promise resolves with the final reply's text, which replaces the pieces.
 * Every failure becomes a
 * ChatRequestError whose message is fit to show (the server's, or the network message of spec
 * section 8 "The error catalogue").
 */
export async function streamChatReply(
  body: ChatRequestBody,
  options: { onDelta: (text: string) => void; signal?: AbortSignal },
): Promise<string> {
  try {
    const response = await apiRequest('/api/chat', {
      method: 'POST',
      json: body,
      accept: 'text/event-stream',
      signal: options.signal,
    });
    if (!response.body) throw new ChatRequestError(chatErrorMessages.unknown_error);
    for await (const { event, data } of readServerSentEvents(response.body)) {
      const payload: unknown = JSON.parse(data);
      if (event === 'delta') options.onDelta(textField(payload, 'text'));
      if (event === 'done') return textField(payload, 'reply');
      if (event === 'error') throw new ChatRequestError(textField(payload, 'message'));
    }
  } catch (error) {
    throw asRequestError(error);
  }
  // The stream ended without its closing event: the connection broke on the way.
  throw new ChatRequestError(chatErrorMessages.network_error);
}

/**
 * A text field of an event's payload (`ChatStreamEvent` in src/shared/chat.ts), checked here rather
 * than with the shared zod schemas, which the chat keeps out of the public pages' bundles. A
 * payload without it is a broken stream.
 */
function textField(payload: unknown, name: 'text' | 'reply' | 'message'): string {
  const value: unknown =
    typeof payload === 'object' && payload !== null ? Reflect.get(payload, name) : undefined;
  if (typeof value !== 'string') throw new Error(`A chat event came without its ${name}.`);
  return value;
}

function asRequestError(error: unknown): Error {
  if (error instanceof ChatRequestError) return error;
  // An abort is the widget's own doing (the conversation was cleared): passed on as it is.
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  // A refusal carries the server's chat message; a failure without one is unknown.
  if (error instanceof ApiError)
    return new ChatRequestError(error.serverMessage ?? chatErrorMessages.unknown_error);
  // Unreachable, or the stream broke off.
  return new ChatRequestError(chatErrorMessages.network_error);
}
