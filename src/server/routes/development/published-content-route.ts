import type { FastifyInstance } from 'fastify';
import { success } from '#shared/api-envelope.js';

/**
 * `GET /api/dev/published-content`, registered only when NODE_ENV is `development`: the published
 * content for `npm run dev`, whose Vite server renders the pages from source
 * (scripts/dev-pages-plugin.ts). Everything in it is on the public pages anyway.
 */
export async function publishedContentRoute(app: FastifyInstance) {
  app.get('/published-content', { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } }, async () =>
    success((await app.siteContent.published()).content),
  );
}
