import { chatErrorMessages } from '../../../content/chat.js';
import type { ChatMessage, ChatReply } from '../../../shared/chat.js';
import { readServerSentEvents } from '../../../shared/server-sent-events.js';

/** A chat request that failed, with the message the visitor should see. */
export class ChatRequestError extends Error {
  override name = 'ChatRequestError';
}

export type ChatRequestBody = { messages: ChatMessage[]; sessionId?: string };

/**
 * Sends the conversation to `POST /api/chat` and reads the streamed reply: `onDelta` gets each
 * piece as it arrives; the promise resolves with the final reply. Every failure becomes a
 * ChatRequestError whose message is fit to show (the server's, or the spec's network message).
 */
export async function streamChatReply(
  body: ChatRequestBody,
  options: { onDelta: (text: string) => void; signal?: AbortSignal },
): Promise<ChatReply> {
  let response: Response;
  try {
    response = await fetch('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    throw asRequestError(error);
  }
  if (!response.ok || !response.body) throw new ChatRequestError(await failureMessage(response));

  try {
    for await (const { event, data } of readServerSentEvents(response.body)) {
      const payload: unknown = JSON.parse(data);
      if (event === 'delta') options.onDelta((payload as { text: string }).text);
      if (event === 'done') return payload as ChatReply;
      if (event === 'error') throw new ChatRequestError((payload as { message: string }).message);
    }
  } catch (error) {
    throw asRequestError(error);
  }
  throw new ChatRequestError(chatErrorMessages.network_error);
}

function asRequestError(error: unknown): Error {
  if (error instanceof ChatRequestError) return error;
  // An abort is the widget's own doing (the conversation was cleared): passed on as it is.
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ChatRequestError(chatErrorMessages.network_error);
}

async function failureMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message !== '') return message;
  } catch {
    // Not JSON (a proxy's error page): the generic message below.
  }
  return chatErrorMessages.unknown_error;
}
