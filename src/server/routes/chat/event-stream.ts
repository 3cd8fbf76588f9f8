import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ChatStreamEvent } from '#shared/chat.js';

type EventStream = {
  send(event: ChatStreamEvent): void;
  end(): void;
};

/**
 * Starts a Server-Sent Events answer: each event is written as soon as it is sent. Proxies are
 * asked not to buffer it and nobody to cache it; the route turns compression off, which would
 * hold events back.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  const body = new PassThrough();
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  void reply.send(body);
  return {
    send({ event, data }) {
      if (!body.writableEnded) body.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      body.end();
    },
  };
}

export function wantsEventStream(accept: string | undefined): boolean {
  return accept?.includes('text/event-stream') ?? false;
}
