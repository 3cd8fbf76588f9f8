import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startContentChangeBroadcast } from '#server/services/content/content-change-broadcast.js';
import { type ContentStore, createContentStore } from '#server/services/content/content-store.js';

/** How long the start waits for the content-change channel; it goes on listening when it comes. */
const LISTEN_WAIT_MS = 3000;

/** How often the database is asked for the published version while the channel is down. */
const FALLBACK_POLL_MS = 5000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The content collections and their published revision (services/content/content-store.ts). */
    siteContent: ContentStore;
  }
}

/**
 * The content store, its published revision loaded (a new database seeded) before the server
 * listens. With several servers, each announces the versions it loads and reloads when another
 * announces a version it does not have, so a save on one reaches every server's pages at once.
 */
export const siteContent = fp(
  async (app: FastifyInstance) => {
    const store = createContentStore(app.database.db, { now: () => app.now(), log: app.log });
    app.decorate('siteContent', store);

    const reload = () =>
      store
        .refresh()
        .catch((error: unknown) => app.log.error({ err: error }, 'could not reload the published content'));
    const redis =
      app.redis && app.config.redis
        ? { client: app.redis, keyPrefix: app.config.redis.keyPrefix }
        : undefined;
    const broadcast = startContentChangeBroadcast(app.database, redis, {
      async onAnnounced(version) {
        const current = await store.published().then(
          (published) => published.version,
          () => undefined,
        );
        if (version !== current) await reload();
      },
      onReconnected: () => void reload(),
      log: app.log,
    });
    if (broadcast) {
      store.onChange((published) => {
        broadcast.announce(published.version).catch((error: unknown) => {
          app.log.error({ err: error }, 'could not tell the other servers of a content change');
        });
      });
      // While the channel is down (Redis away), a save elsewhere is found in the database instead.
      const fallback = setInterval(() => {
        if (broadcast.available()) return;
        store
          .refreshIfChanged()
          .catch((error: unknown) => app.log.error({ err: error }, 'could not check for content changes'));
      }, FALLBACK_POLL_MS);
      fallback.unref();
      app.addHook('onClose', async () => {
        clearInterval(fallback);
        await broadcast.close();
      });
      // Listening before the server answers, so no save made elsewhere after start is missed.
      await Promise.race([broadcast.listening, delay(LISTEN_WAIT_MS, undefined, { ref: false })]);
    }

    app.addHook('onReady', async () => {
      // A database that is away at start is not fatal: pages answer 503 and load it when it returns.
      await store
        .published()
        .catch((error: unknown) => app.log.error({ err: error }, 'could not load the published content'));
    });
  },
  { name: 'site-content', dependencies: ['shared-state'] },
);
