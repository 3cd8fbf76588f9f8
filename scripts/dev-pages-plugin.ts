/**
 * `npm run dev`: Vite renders the public pages on the server, as the production server does, from
 * the web app's source (entry-server.tsx, reloaded on change), so islands hydrate with React Fast
 * Refresh. The content is the API server's published revision (its development-only
 * `/api/dev/published-content`), or the samples while it is not up. The admin screens get their
 * empty shell. Used by vite.config.ts in dev only.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { istDay, type SiteContent } from '#content/index.js';
import { sampleContent } from '#content/samples/index.js';
import { SITE_URL_PLACEHOLDER } from '#shared/site-url.js';
import type { PageRendererModule } from '#web/page-renderer.js';

async function publishedContent(apiOrigin: string): Promise<SiteContent> {
  try {
    const response = await fetch(`${apiOrigin}/api/dev/published-content`);
    if (response.ok) return ((await response.json()) as { data: SiteContent }).data;
  } catch {
    // The API server is not up yet: the samples will do.
  }
  return sampleContent;
}

export function devPagesPlugin(webRoot: string, apiOrigin: string): Plugin {
  return {
    name: 'dev-pages',
    apply: 'serve',
    config: () => ({ appType: 'custom' }),
    configureServer(server) {
      // Returned, so it runs after Vite's own middlewares: modules and public files come first.
      return () => {
        server.middlewares.use(async (request, response, next) => {
          const url = request.originalUrl ?? '/';
          const pathname = url.split('?')[0] ?? '/';
          if (request.method !== 'GET' || pathname.startsWith('/api/') || path.extname(pathname) !== '') {
            return next();
          }
          try {
            const { pageRenderer: entry } = (await server.ssrLoadModule(
              '/entry-server.tsx',
            )) as PageRendererModule;
            const content = await publishedContent(apiOrigin);
            const isAdmin = entry.adminPaths.includes(pathname);
            const template = await server.transformIndexHtml(
              url,
              fs.readFileSync(path.join(webRoot, isAdmin ? 'admin.html' : 'index.html'), 'utf8'),
            );
            let html: string;
            if (isAdmin) {
              html = template.replace('<!--app-head-->', () =>
                entry.renderAdminHead(pathname, content.company.name),
              );
            } else {
              const page = entry.renderPage(pathname, { content, today: istDay(new Date()) });
              response.statusCode = page.statusCode;
              html = template
                .replace('<!--app-head-->', () => page.headTags)
                .replace('<!--app-html-->', () => page.appHtml)
                .replace('<!--app-data-->', () => page.islandData);
            }
            const origin = `http://${request.headers.host ?? 'localhost:5173'}`;
            response.setHeader('content-type', 'text/html; charset=utf-8');
            response.end(html.replaceAll(SITE_URL_PLACEHOLDER, origin));
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
      };
    },
  };
}
