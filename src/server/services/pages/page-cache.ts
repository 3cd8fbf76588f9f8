import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { istDay } from '#content/index.js';
import type { ContentStore } from '#server/services/content/content-store.js';
import { languageAlternates, languageOfPath, pathInLanguage } from '#shared/languages.js';
import { SITE_URL_PLACEHOLDER } from '#shared/site-url.js';
import { pageDocument, type WebBuild } from './web-build.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page ready to send: its status, its HTML and the two compressed forms, and its ETag. */
export type CachedPage = {
  statusCode: number;
  html: Buffer;
  brotli: Buffer;
  gzip: Buffer;
  etag: string;
};

/** What a request for a path gets: a page (a not-found one included), or a redirect to its own address. */
export type PageLookup = { kind: 'page'; page: CachedPage } | { kind: 'redirect'; location: string };

/** The paths the not-found pages are rendered at: every unknown path shares one of the two. */
export const notFoundPaths = { page: '/page-not-found', brand: '/brands/unknown-brand' } as const;

type PageCacheOptions = { build: WebBuild; store: ContentStore; siteUrl: string; now: () => Date };

/**
 * Renders each page once per published content revision and IST day (openings close by the day),
 * and keeps it with its Brotli and gzip forms, so a page is rendered on its first request after a
 * publish and then served from memory. A new revision empties the cache.
 */
export function createPageCache({ build, store, siteUrl, now }: PageCacheOptions) {
  const pages = new Map<string, Promise<CachedPage>>();
  let pagesDay = istDay(now());
  store.onChange(() => pages.clear());

  async function prepare(statusCode: number, html: string): Promise<CachedPage> {
    const body = Buffer.from(html);
    const [brotliBody, gzipBody] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipAsync(body, { level: 9 }),
    ]);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { statusCode, html: body, brotli: brotliBody, gzip: gzipBody, etag };
  }

  async function render(path: string): Promise<CachedPage> {
    const { content } = await store.published();
    if (build.renderer.adminPaths.includes(path)) {
      const head = build.renderer.renderAdminHead(path, content.company.name);
      return prepare(
        200,
        build.adminTemplate.replace('<!--app-head-->', () => head).replaceAll(SITE_URL_PLACEHOLDER, siteUrl),
      );
    }
    const page = build.renderer.renderPage(path, { content, today: istDay(now()) });
    return prepare(page.statusCode, pageDocument(build, page, siteUrl));
  }

  /** A page rendered at most once per revision and day; only real pages and the two not-found ones are kept. */
  function cached(version: string, path: string): Promise<CachedPage> {
    const today = istDay(now());
    // A new day: yesterday's pages may show an opening that has closed since.
    if (today !== pagesDay) {
      pages.clear();
      pagesDay = today;
    }
    const key = `${version}|${path}`;
    let page = pages.get(key);
    if (!page) {
      page = render(path);
      pages.set(key, page);
      page.catch(() => pages.delete(key));
    }
    return page;
  }

  return {
    /** What to answer for a clean path ('/', '/retail', '/brands/HP', '/no-such-page'). */
    async lookup(path: string): Promise<PageLookup> {
      const { content, version } = await store.published();
      if (build.renderer.adminPaths.includes(path))
        return { kind: 'page', page: await cached(version, path) };
      const resolved = build.renderer.resolvePath(path, content);
      if (resolved.kind === 'not-found') {
        // In the language of the path asked for: /bn/… answers the Bengali not-found page.
        const { languages } = build.renderer;
        const { language } = languageOfPath(path, languages);
        const notFoundPath = pathInLanguage(notFoundPaths[resolved.page], language, languages);
        return { kind: 'page', page: await cached(version, notFoundPath) };
      }
      if (resolved.path !== path) return { kind: 'redirect', location: resolved.path };
      return { kind: 'page', page: await cached(version, path) };
    },
    /**
     * sitemap.xml: the indexable pages of the published content, each in every language, with
     * its addresses in all of them (and `x-default`) as `xhtml:link` alternates.
     */
    async sitemap(): Promise<string> {
      const { content } = await store.published();
      const { languages } = build.renderer;
      const urls = build.renderer.sitemapPaths(content).flatMap((pagePath) => {
        const alternates = languageAlternates(pagePath, languages);
        const links = alternates.map(
          ({ hreflang, path }) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${siteUrl}${path}"/>`,
        );
        return alternates
          .filter(({ hreflang }) => hreflang !== 'x-default')
          .map(({ path }) => `  <url>\n    <loc>${siteUrl}${path}</loc>\n${links.join('\n')}\n  </url>`);
      });
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
