import type { IncomingMessage, ServerResponse } from 'node:http';
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
  /**
   * Open connections per client (IPv4 address or IPv6 /64); a browser opens six. At the cap the
   * client's longest-idle kept-alive connection is closed to make room; only connections that are
   * all busy (or not yet used) refuse a new one.
   */
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

/** What the cap knows of one connection: how many requests it is serving, and since when it has served none. */
type ConnectionUse = { socket: Socket; requestsInFlight: number; idleSince: number | undefined };

/**
 * At most `perAddress` open connections per client. A connection that has answered its requests
 * and waits, kept alive, for another costs the server nothing but a descriptor, and clients keep
 * many of them: a link checker or crawler that opens a new connection per request, or many
 * visitors behind one carrier-grade NAT, each browser keeping six. Refusing a new connection
 * while such idle ones count (as this cap once did, cutting off a third of a link checker's
 * requests sent 16 at a time) turns ordinary traffic away, so a client at its cap has its
 * longest-idle connection closed to make room instead. Only when every one of its connections is
 * serving a request, or has not yet sent one, is the new one refused.
 */
function capConnectionsPerAddress(app: FastifyInstance) {
  const exempt = new Set(app.config.rateLimitAllowList.map(normaliseIp));
  const connectionsByClient = new Map<string, Set<ConnectionUse>>();
  const useOfSocket = new WeakMap<Socket, ConnectionUse>();

  app.server.on('connection', (socket: Socket) => {
    const address = normaliseIp(socket.remoteAddress ?? '');
    if (exempt.has(address)) return;
    const key = clientAddressKey(address);
    const connections = connectionsByClient.get(key) ?? new Set<ConnectionUse>();
    if (connections.size >= connectionLimits.perAddress) {
      const longestIdle = longestIdleConnection(connections);
      if (longestIdle === undefined) {
        socket.destroy();
        return;
      }
      connections.delete(longestIdle);
      longestIdle.socket.destroy();
    }
    const use: ConnectionUse = { socket, requestsInFlight: 0, idleSince: undefined };
    connections.add(use);
    connectionsByClient.set(key, connections);
    useOfSocket.set(socket, use);
    socket.once('close', () => {
      connections.delete(use);
      if (connections.size === 0 && connectionsByClient.get(key) === connections)
        connectionsByClient.delete(key);
    });
  });

  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const use = useOfSocket.get(request.socket as Socket);
    if (use === undefined) return;
    use.requestsInFlight += 1;
    use.idleSince = undefined;
    response.once('close', () => {
      use.requestsInFlight -= 1;
      if (use.requestsInFlight === 0) use.idleSince = performance.now();
    });
  });
}

/** The connection that has waited longest since its last answer, if any is waiting. */
function longestIdleConnection(connections: Set<ConnectionUse>): ConnectionUse | undefined {
  let longestIdle: ConnectionUse | undefined;
  for (const use of connections) {
    if (use.idleSince === undefined) continue;
    if (longestIdle?.idleSince === undefined || use.idleSince < longestIdle.idleSince) longestIdle = use;
  }
  return longestIdle;
}
