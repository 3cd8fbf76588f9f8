import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE_URL_PLACEHOLDER } from '#shared/site-url.js';
import type { PageRenderer, PageRendererModule, RenderedPage } from '#web/page-renderer.js';

/** What the server needs from the build to serve pages: the renderer and the two HTML templates. */
export type WebBuild = {
  renderer: PageRenderer;
  /** dist/client/index.html: the public pages' document, with the hashed bundle links. */
  pageTemplate: string;
  /** dist/client/admin.html: the admin screens' empty shell. */
  adminTemplate: string;
};

const PAGE_MARKERS = ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->'];

/**
 * Reads the build beside `webRoot` (dist/client, with dist/ssr next to it): its templates and the
 * web app's server build. Undefined when there is no build (the server then answers pages with
 * 404 and says so in its log). `renderer` replaces the built one (the tests render from source).
 */
export async function loadWebBuild(webRoot: string, renderer?: PageRenderer): Promise<WebBuild | undefined> {
  const pageFile = path.join(webRoot, 'index.html');
  const adminFile = path.join(webRoot, 'admin.html');
  const rendererFile = path.join(webRoot, '..', 'ssr', 'entry-server.js');
  if (!fs.existsSync(pageFile) || !fs.existsSync(adminFile)) return undefined;
  if (!renderer && !fs.existsSync(rendererFile)) return undefined;
  const pageTemplate = fs.readFileSync(pageFile, 'utf8');
  const missing = PAGE_MARKERS.filter((marker) => !pageTemplate.includes(marker));
  if (missing.length > 0) throw new Error(`${pageFile} lacks the markers ${missing.join(' ')}`);
  return {
    renderer:
      renderer ?? ((await import(pathToFileURL(rendererFile).href)) as PageRendererModule).pageRenderer,
    pageTemplate,
    adminTemplate: fs.readFileSync(adminFile, 'utf8'),
  };
}

/** A rendered public page's whole document: the build's page template filled in, with absolute URLs on `siteUrl`. */
export function pageDocument(build: WebBuild, page: RenderedPage, siteUrl: string): string {
  // Replacer functions, so `$` in the content is taken literally. The template's own lang gives way
  // to the page's language.
  return build.pageTemplate
    .replace(/<html(?: lang="[^"]*")?/, () => `<html lang="${page.lang}"`)
    .replace('<!--app-head-->', () => page.headTags)
    .replace('<!--app-html-->', () => page.appHtml)
    .replace('<!--app-data-->', () => page.islandData)
    .replaceAll(SITE_URL_PLACEHOLDER, siteUrl);
}
