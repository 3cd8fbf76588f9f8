import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../../shared/api-envelope.js';
import { PRERENDER_MANIFEST_FILE, type PrerenderManifest } from '../../shared/prerender-manifest.js';
import { SITE_URL_PLACEHOLDER } from '../../shared/site-url.js';

const pageRateLimit = { rateLimit: { max: 600, timeWindow: '1 minute' } };

/**
 * Serves the built web app from `WEB_ROOT`, as the build's manifest describes it:
 * - every pre-rendered page at its route, with `no-cache` so a deploy shows at once; the admin
 *   pages are empty shells that render in the browser only;
 * - hashed bundles under `/assets/` cached for a year as immutable, other public files for a day,
 *   each sent as the Brotli or gzip copy the build made of it when the browser accepts one;
 * - `sitemap.xml` and `robots.txt` made from the manifest and `SITE_URL`;
 * - an unknown path gets the pre-rendered 404 page with status 404 (the brand-not-found page
 *   under /brands/), and an unknown `/api/…` path a JSON 404.
 */
export const staticSite = fp(async (app: FastifyInstance) => {
  const { webRoot, siteUrl } = app.config;
  const manifest = readManifest(webRoot);
  if (!manifest) app.log.warn({ webRoot }, 'no built web app found: run `npm run build`');

  const readPage = (file: string) =>
    Buffer.from(fs.readFileSync(path.join(webRoot, file), 'utf8').replaceAll(SITE_URL_PLACEHOLDER, siteUrl));

  for (const page of manifest?.pages ?? []) {
    const html = readPage(page.file);
    app.get(page.path, { config: pageRateLimit }, (_request, reply) => sendHtml(reply, 200, html));
  }

  const sitemap = renderSitemap(siteUrl, manifest);
  app.get('/sitemap.xml', { config: pageRateLimit }, (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
  const robots = renderRobots(siteUrl);
  app.get('/robots.txt', { config: pageRateLimit }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  if (manifest) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      // Pages are answered by the routes above, at their clean URLs only.
      allowedPath: (pathName) => !pathName.endsWith('.html') && !pathName.endsWith(PRERENDER_MANIFEST_FILE),
      setHeaders(response, filePath) {
        const isHashedAsset = filePath.startsWith(path.join(webRoot, 'assets') + path.sep);
        response.setHeader(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
        );
      },
    });
  }

  const notFoundPage = manifest && readPage(manifest.notFoundFile);
  const brandNotFoundPage = manifest && readPage(manifest.brandNotFoundFile);
  const pagePaths = new Set((manifest?.pages ?? []).map((page) => page.path));
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    (request, reply) => {
      const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/');
      if (!wantsPage || !notFoundPage || !brandNotFoundPage) {
        return reply.code(404).send(failure('Not found', 'not_found'));
      }
      // The web app matches paths case-insensitively (/brands/HP is the HP page), so send such a
      // visitor to the page's own lower-case address rather than a 404 the browser would contradict.
      const [pathName = '', query] = request.url.split('?', 2);
      if (pagePaths.has(pathName.toLowerCase())) {
        const target = pathName.toLowerCase() + (query === undefined ? '' : `?${query}`);
        return reply.redirect(target, 301);
      }
      return sendHtml(reply, 404, request.url.startsWith('/brands/') ? brandNotFoundPage : notFoundPage);
    },
  );
});

function sendHtml(reply: FastifyReply, statusCode: number, html: Buffer) {
  return reply
    .code(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html);
}

function readManifest(webRoot: string): PrerenderManifest | undefined {
  const file = path.join(webRoot, PRERENDER_MANIFEST_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PrerenderManifest) : undefined;
}

function renderSitemap(siteUrl: string, manifest: PrerenderManifest | undefined): string {
  const urls = (manifest?.pages ?? [])
    .filter((page) => page.indexable)
    .map((page) => `  <url><loc>${siteUrl}${page.path === '/' ? '/' : page.path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /superadmin\nDisallow: /debug\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
