import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddressKey } from '#server/services/network/client-address-key.js';
import { normaliseIp } from '#server/services/tracking/client-ip.js';
import { type ApiFailure, failure } from '#shared/api-envelope.js';

/**
 * Limits on file answers (media from its copies on disk, resumes and exports from the database),
 * which stream as the client reads: a client that stops reading would otherwise hold its stream,
 * its buffers, its socket and the kernel's send buffer for good. The README's security section
 * lists these values.
 */
export const fileStreamLimits = {
  /** A file answer whose client has taken nothing for this long is closed. */
  idleTimeoutMs: 20_000,
  /**
   * File answers streaming at once to one client (IPv4 address or IPv6 /64): a video or two and
   * the images a page shows at once, over a browser's six connections to a host.
   */
  perAddress: 12,
  /** File answers streaming at once in all. */
  total: 256,
  /** What a refused client is told to wait, in seconds. */
  retryAfterSeconds: 5,
};

export type FileStreamLimits = typeof fileStreamLimits;

type Refusal = { statusCode: 429 | 503; body: ApiFailure };

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts the file answers streaming now, per client and in all (plugins/file-streams.ts). */
    fileStreams: {
      /**
       * Takes a place for the file answer `reply` will stream, given back when it ends or its
       * connection closes, and sets the idle limit on its connection; or, beyond a cap, sends the
       * refusal (429 for one client, 503 for all) and answers false.
       */
      admit(request: FastifyRequest, reply: FastifyReply): boolean;
      /** Streams open now: the bench and tests read it. */
      open(): number;
    };
  }
}

/**
 * Behind a trusted proxy the client is the address it reports (`request.ip`); addresses in
 * RATE_LIMIT_ALLOWLIST have no cap of their own, as they have none on connections.
 */
export const fileStreams = fp(
  async (app: FastifyInstance, options: { limits?: Partial<FileStreamLimits> }) => {
    const limits = { ...fileStreamLimits, ...options.limits };
    const exempt = new Set(app.config.rateLimitAllowList.map(normaliseIp));
    const openByClient = new Map<string, number>();
    let openInAll = 0;

    function refuse(reply: FastifyReply, { statusCode, body }: Refusal): false {
      void reply.code(statusCode).header('retry-after', String(limits.retryAfterSeconds)).send(body);
      return false;
    }

    function admit(request: FastifyRequest, reply: FastifyReply): boolean {
      const address = normaliseIp(request.ip);
      const key = exempt.has(address) ? undefined : clientAddressKey(address);
      const openForClient = key === undefined ? 0 : (openByClient.get(key) ?? 0);
      if (openInAll >= limits.total) {
        return refuse(reply, {
          statusCode: 503,
          body: failure('Too many files are being sent right now. Please try again shortly.', 'unavailable'),
        });
      }
      if (openForClient >= limits.perAddress) {
        return refuse(reply, {
          statusCode: 429,
          body: failure(
            'Too many files are being sent to you at once. Please try again shortly.',
            'rate_limited',
          ),
        });
      }
      openInAll += 1;
      if (key !== undefined) openByClient.set(key, openForClient + 1);
      reply.raw.once('close', () => {
        openInAll -= 1;
        if (key === undefined) return;
        const remaining = (openByClient.get(key) ?? 1) - 1;
        if (remaining === 0) openByClient.delete(key);
        else openByClient.set(key, remaining);
      });
      // The socket's idle timer counts a write the client drains slowly as progress (Node checks
      // its write queue), so only a client that takes nothing is closed. Node puts its keep-alive
      // timeout back once the answer is sent.
      const socket = request.raw.socket as Socket | undefined;
      if (typeof socket?.setTimeout === 'function') socket.setTimeout(limits.idleTimeoutMs);
      return true;
    }

    app.decorate('fileStreams', { admit, open: () => openInAll });
  },
  { name: 'file-streams' },
);
