import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ContentStore, createContentStore } from '../services/content/content-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content collections and their published revision (services/content/content-store.ts). */
    siteContent: ContentStore;
  }
}

/** The content store, its published revision loaded (a new database seeded) before the server listens. */
export const siteContent = fp(
  async (app: FastifyInstance) => {
    const store = createContentStore(app.database.db, { now: () => app.now(), log: app.log });
    app.decorate('siteContent', store);
    app.addHook('onReady', async () => {
      // A database that is away at start is not fatal: pages answer 503 and load it when it returns.
      await store
        .published()
        .catch((error: unknown) => app.log.error({ err: error }, 'could not load the published content'));
    });
  },
  { name: 'site-content' },
);
