import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type CachedPage, createPageCache } from '#server/services/pages/page-cache.js';
import { failure } from '#shared/api-envelope.js';
import { namedLimiter } from './rate-limiting.js';

const pageRateLimit = { rateLimit: { max: 600, timeWindow: '1 minute' } };
const notFoundRateLimit = { max: 120, timeWindow: '1 minute' };

/**
 * Serves the web app from `WEB_ROOT` and the pages rendered from the published content:
 * - every public page, rendered on its first request after a publish and then sent from memory,
 *   as Brotli or gzip when the browser accepts one, with an ETag and `no-cache` so a new revision
 *   shows at once; a path in the wrong letter case is redirected to the page's own address;
 * - the admin screens' empty shells, which render in the browser only;
 * - hashed bundles under `/assets/` cached for a year as immutable, other public files for a day,
 *   each sent as the Brotli or gzip copy the build made of it when the browser accepts one;
 * - `sitemap.xml` and `robots.txt` from the published content and `SITE_URL`;
 * - an unknown path the not-found page with status 404 (the brand-not-found page under /brands/),
 *   and an unknown `/api/…` path a JSON 404.
 */
export const sitePages = fp(async (app: FastifyInstance) => {
  const { webRoot, siteUrl } = app.config;
  const build = app.webBuild;
  const pages = build && createPageCache({ build, store: app.siteContent, siteUrl, now: () => app.now() });

  if (build) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathName) => !isPrivateBuildFile(pathName),
      setHeaders(response, filePath) {
        const isHashedAsset = filePath.startsWith(path.join(webRoot, 'assets') + path.sep);
        response.setHeader(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
        );
      },
    });
  }

  app.get('/sitemap.xml', { config: pageRateLimit }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(pages ? await pages.sitemap() : emptySitemap),
  );
  const robots = renderRobots(siteUrl);
  app.get('/robots.txt', { config: pageRateLimit }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  const notFoundLimit = app.rateLimit(namedLimiter('not-found', notFoundRateLimit));

  // Every other GET is a page; the routes above, the API and the static files are matched first.
  // One rate limit runs per request: the handler picks the page's or the not-found one.
  const pageLimit = app.rateLimit(namedLimiter('pages', pageRateLimit.rateLimit));
  app.get('/*', { compress: false }, async (request, reply) => {
    const pathName = cleanPath(request.url);
    // An unknown API path (or no build at all): a JSON 404, under the not-found handler's stricter limit.
    if (!pages || pathName.startsWith('/api/') || pathName === '/api') {
      await notFoundLimit.call(app, request, reply);
      if (reply.sent) return reply;
      return reply.code(404).send(failure('Not found', 'not_found'));
    }
    await pageLimit.call(app, request, reply);
    if (reply.sent) return reply;
    const found = await pages.lookup(pathName);
    if (found.kind === 'redirect') {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(found.location + query, 301);
    }
    return sendPage(request, reply, found.page);
  });

  app.setNotFoundHandler(
    { preHandler: app.rateLimit(namedLimiter('not-found', notFoundRateLimit)) },
    (_request, reply) => reply.code(404).send(failure('Not found', 'not_found')),
  );
});

/**
 * Build files that are not addressed by URL: the HTML templates (pages are answered at their clean
 * URLs), the build's manifests, and the `.br`/`.gz` copies, which are sent only in place of their
 * original (a copy asked for by name would also leave a manifest readable compressed).
 */
const privateBuildFile = /\.(?:html|br|gz)$|manifest\.json$/i;

function isPrivateBuildFile(pathName: string): boolean {
  return privateBuildFile.test(pathName);
}

const emptySitemap =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n';

/** The request's path without its query and without a trailing slash ('/retail/' → '/retail'). */
function cleanPath(url: string): string {
  const pathName = url.split('?', 1)[0] ?? '/';
  return pathName.length > 1 ? pathName.replace(/\/+$/, '') || '/' : pathName;
}

/** Sends a rendered page in the encoding the browser prefers, or 304 when it already has it. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply
    .code(page.statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('etag', page.etag);
  if (page.statusCode === 200 && request.headers['if-none-match'] === page.etag)
    return reply.code(304).send();
  // The negotiator @fastify/static and @fastify/compress use, so 'br;q=0' means no Brotli here too.
  const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.brotli);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /superadmin\nDisallow: /debug\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
