/**
 * The contract between the server and the web app's server build (src/web/entry-server.tsx, built
 * by Vite into BUILD_DIR/ssr/entry-server.js): the server loads it at start and renders every
 * public page with it, from the published content revision.
 */
import type { CollectionName, SiteContent } from '#content/index.js';
import type { SiteLanguage } from '#shared/languages.js';

/** A page rendered with an unpublished draft of one collection, for the admin's eyes only. */
export type PagePreview = { collectionTitles: string[] };

/**
 * What a page is rendered from: the published content and the IST day, '2026-11-23'; with
 * `preview`, content holding a draft, and the page says so and is kept out of search engines.
 */
export type PageRenderInput = { content: SiteContent; today: string; preview?: PagePreview };

export type RenderedPage = {
  /** The page's HTML inside #root, islands included. */
  appHtml: string;
  /** The JSON script with the islands' props, placed after #root. */
  islandData: string;
  headTags: string;
  /** The page's language tag, for `<html lang>`: 'bn-IN'. */
  lang: string;
  statusCode: number;
};

/**
 * Where a requested path leads: a page at its own address (which may differ from the request only
 * in letter case, /Retail or /brands/HP: the server then redirects), or a not-found page.
 */
export type ResolvedPath = { kind: 'page'; path: string } | { kind: 'not-found'; page: 'page' | 'brand' };

export type PageRenderer = {
  /** The languages every public page is served in, the default (unprefixed) one first. */
  languages: readonly SiteLanguage[];
  /** A page at its address in any language ('/bn/careers'), or which not-found page to show. */
  resolvePath(path: string, content: SiteContent): ResolvedPath;
  renderPage(path: string, input: PageRenderInput): RenderedPage;
  /** The head of an admin screen, which the browser renders (an empty shell otherwise). */
  renderAdminHead(path: string, siteName: string): string;
  adminPaths: readonly string[];
  /** The canonical default-language addresses of the indexable public pages, for the sitemap. */
  sitemapPaths(content: SiteContent): string[];
  /**
   * The collections the page at `path` reads as it renders (body, head and structured data): the
   * one answer to "which pages does this collection change", asked once per page and revision.
   */
  collectionsReadBy(path: string, input: PageRenderInput): CollectionName[];
  /**
   * An interface text in the language of code `languageCode` ('hi'), by the pages' own translator
   * and catalogues: how the public forms' endpoints answer a page in that language (their
   * validation messages, refusals, rate limits, answers and e-mails). The English source for the
   * default language, an unknown code, or a text not translated; `values` fill its ICU placeholders.
   */
  interfaceText(
    languageCode: string,
    source: string,
    values?: Readonly<Record<string, string | number>>,
  ): string;
};

/** The server build's module: `import(…/ssr/entry-server.js)`. */
export type PageRendererModule = { pageRenderer: PageRenderer };
