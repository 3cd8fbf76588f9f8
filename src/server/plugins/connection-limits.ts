import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddressKey } from '#server/services/network/client-address-key.js';
import { normaliseIp } from '#server/services/tracking/client-ip.js';

/**
 * Limits on how long a client may take to send a request, and how many connections it may hold,
 * so that slow or stalled clients cannot tie up the server (slowloris). The README's security
 * section lists these values.
 */
export const connectionLimits = {
  /** The request line and headers must arrive within this (Node's `headersTimeout`). */
  headersTimeoutMs: 15_000,
  /** The whole request, body included, within this: a 5 MB resume at 45 KB/s (Node's `requestTimeout`). */
  requestTimeoutMs: 120_000,
  /** How often Node checks the two limits above, so a stalled client is closed at most this late. */
  checkIntervalMs: 5_000,
  /** A request body that stops flowing for this long has its connection closed. */
  bodyIdleTimeoutMs: 15_000,
  /** Open connections per client (IPv4 address or IPv6 /64); a browser opens six. */
  perAddress: 64,
  /** Open connections in all, whoever holds them. */
  total: 1_000,
} as const;

/**
 * The body's idle limit and the connection caps; the two request timeouts are options of the
 * server itself (`buildApp`). Behind a trusted proxy every connection comes from the proxy, so
 * the per-address cap is left to it; addresses in RATE_LIMIT_ALLOWLIST are not capped either.
 */
export const connectionGuards = fp(async (app: FastifyInstance) => {
  app.server.maxConnections = connectionLimits.total;
  if (app.config.trustProxy === false) capConnectionsPerAddress(app);

  // Node's request timeout counts from the first byte, however fast the body comes; this closes a
  // body that stalls. The socket's idle timer runs while the body is read, and stops with it.
  app.addHook('onRequest', async (request) => {
    const socket = request.raw.socket as Socket | undefined;
    const hasBody =
      request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody || request.raw.complete || typeof socket?.setTimeout !== 'function') return;
    socket.setTimeout(connectionLimits.bodyIdleTimeoutMs);
    request.raw.once('end', () => socket.setTimeout(0));
  });
});

function capConnectionsPerAddress(app: FastifyInstance) {
  const exempt = new Set(app.config.rateLimitAllowList.map(normaliseIp));
  const openByClient = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = normaliseIp(socket.remoteAddress ?? '');
    if (exempt.has(address)) return;
    const key = clientAddressKey(address);
    const open = openByClient.get(key) ?? 0;
    if (open >= connectionLimits.perAddress) {
      socket.destroy();
      return;
    }
    openByClient.set(key, open + 1);
    socket.once('close', () => {
      const remaining = (openByClient.get(key) ?? 1) - 1;
      if (remaining === 0) openByClient.delete(key);
      else openByClient.set(key, remaining);
    });
  });
}
