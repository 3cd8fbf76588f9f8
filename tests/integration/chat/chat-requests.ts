import type { FastifyInstance } from 'fastify';
import type { ChatMessage, ChatReply, ChatStreamEvent } from '#shared/chat.js';

/** A fresh chat session id of the form the widget makes. */
export function newChatSessionId(): string {
  return `chat_${Date.now()}_${Math.random().toString(36).slice(2, 11).padEnd(9, '0')}`;
}

export type ChatBody = { messages: ChatMessage[]; sessionId?: string; language?: string };

export function question(text: string, sessionId?: string): ChatBody {
  return { messages: [{ role: 'user', content: text }], ...(sessionId ? { sessionId } : {}) };
}

/** `POST /api/chat` asking for one JSON answer. */
export async function askForJson(app: FastifyInstance, body: ChatBody, remoteAddress = '127.0.0.1') {
  const response = await app.inject({ method: 'POST', url: '/api/chat', payload: body, remoteAddress });
  return response;
}

/** The reply of a successful JSON answer. */
export async function ask(app: FastifyInstance, text: string): Promise<ChatReply> {
  const response = await askForJson(app, question(text));
  if (response.statusCode !== 200) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
  return response.json().data as ChatReply;
}

/** `POST /api/chat` as the widget sends it (Accept: text/event-stream), with the events parsed. */
export async function askForStream(app: FastifyInstance, body: ChatBody, remoteAddress = '127.0.0.1') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: body,
    remoteAddress,
    headers: { accept: 'text/event-stream' },
  });
  const events = response.body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) } as ChatStreamEvent;
    });
  const deltas = events.flatMap((event) => (event.event === 'delta' ? [event.data.text] : []));
  const done = events.find((event) => event.event === 'done')?.data as ChatReply | undefined;
  return { response, events, deltas, done };
}
