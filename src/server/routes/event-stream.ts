import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** One Server-Sent Event: its name and the JSON it carries. */
type StreamEvent = { event: string; data: unknown };

export type EventStream<Event extends StreamEvent> = {
  send(event: Event): void;
  /** A comment line: keeps proxies from closing a quiet stream, and finds peers that are gone. */
  keepAlive(): void;
  /** Bytes written that the peer has not taken yet. */
  unread(): number;
  end(): void;
};

/**
 * Starts a Server-Sent Events answer: each event is written as soon as it is sent. Proxies are
 * asked not to buffer it and nobody to cache it; the route turns compression off, which would
 * hold events back.
 */
export function openEventStream<Event extends StreamEvent>(reply: FastifyReply): EventStream<Event> {
  const body = new PassThrough();
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  void reply.send(body);
  const write = (text: string) => {
    if (!body.writableEnded) body.write(text);
  };
  return {
    send({ event, data }) {
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    keepAlive() {
      write(':\n\n');
    },
    unread: () => body.writableLength + (reply.raw.writableLength ?? 0),
    end() {
      body.end();
    },
  };
}

export function wantsEventStream(accept: string | undefined): boolean {
  return accept?.includes('text/event-stream') ?? false;
}
