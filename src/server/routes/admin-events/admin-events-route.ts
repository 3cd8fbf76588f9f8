import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSessionOf } from '#server/routes/admin-guard.js';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { openEventStream } from '#server/routes/event-stream.js';
import { findAdminSession } from '#server/services/admin/admin-sessions.js';
import { createNewWorkWatch, newWorkFor } from '#server/services/admin/new-work-watch.js';
import { type AdminEvent, adminEventStreamsPerAccount } from '#shared/admin-events.js';
import { failure } from '#shared/api-envelope.js';
import { adminEventsEndpoint } from '#shared/endpoints/admin-events.js';

/** How often an open stream re-reads its session (and writes a comment line to find dead peers). */
export const adminEventsCheckMs = 20_000;
/** Unread bytes after which a peer that does not read is dropped: events are tiny, so it is gone. */
const unreadLimit = 16 * 1024;

/**
 * `GET /api/admin/events`: new enquiries and applications as they arrive, for the signed-in
 * person only (see `newWorkFor`). Admin scope, every role. The stream re-reads its session every
 * `adminEventsCheckMs` (20 s) and ends once the session has (signed out, expired, account disabled) or
 * the person's role or offices changed: the browser reconnects with what now applies.
 */
export async function adminEventsRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const watch = createNewWorkWatch(app.database.db, app.log);
  const openStreams = new Map<number, Set<() => void>>();

  // A server shutting down ends its streams, or it would wait for them to close.
  app.addHook('preClose', async () => {
    for (const ends of openStreams.values()) for (const end of [...ends]) end();
    watch.close();
  });

  app.route({
    ...endpointRoute(app, adminEventsEndpoint),
    // Compression would hold the events back until a buffer fills.
    compress: false,
    handler: async (request, reply) => {
      const session = adminSessionOf(request);
      const { account } = session;
      const ownStreams = openStreams.get(account.id) ?? new Set<() => void>();
      if (ownStreams.size >= adminEventStreamsPerAccount) {
        return reply.code(429).send(failure('Too many open admin windows', 'rate_limited'));
      }

      const stream = openEventStream<AdminEvent>(reply);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        unsubscribe();
        clearInterval(check);
        ownStreams.delete(end);
        if (ownStreams.size === 0) openStreams.delete(account.id);
        stream.end();
      };
      ownStreams.add(end);
      openStreams.set(account.id, ownStreams);

      const unsubscribe = watch.subscribe((work) => {
        const kind = newWorkFor(account, work);
        if (kind) stream.send({ event: 'new-work', data: { kind } });
        if (stream.unread() > unreadLimit) end();
      });
      const check = setInterval(async () => {
        const current = await findAdminSession(app.database.db, session.token, app.now()).catch(
          () => undefined,
        );
        const same =
          current?.stage === session.stage &&
          current.account.role === account.role &&
          current.account.branchKeys.join() === account.branchKeys.join();
        if (!same || stream.unread() > unreadLimit) return end();
        stream.keepAlive();
      }, app.adminEventsSessionCheckMs);
      check.unref();
      request.raw.on('close', end);
      stream.send({ event: 'ready', data: {} });
      return reply;
    },
  });
}
