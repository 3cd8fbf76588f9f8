import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The visitor-facing endpoints a page served from SITE_URL calls. Only these may be called across
 * origins, and only from SITE_URL's origin (for a site served from another host name than the API,
 * say www. and the bare domain). The admin API, login included, sends no CORS headers: the admin
 * area is served by this server, so a cross-origin caller of it is never legitimate.
 */
const crossOriginPaths = new Set([
  '/api/tracking/visitor',
  '/api/tracking/chat',
  '/api/consent',
  '/api/chat',
  '/api/careers/apply',
]);

export const crossOrigin = fp(
  async (app: FastifyInstance) => {
    const siteOrigin = new URL(app.config.siteUrl).origin;
    await app.register(cors, {
      delegator: (request, callback) => {
        const path = request.url.split('?', 1)[0] ?? '';
        // An array reflects the request's origin only when it is in the list, with `Vary: Origin`.
        callback(null, { origin: crossOriginPaths.has(path) ? [siteOrigin] : false, methods: ['POST'] });
      },
    });
  },
  { name: 'cross-origin' },
);
