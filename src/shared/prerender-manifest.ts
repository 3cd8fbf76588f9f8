/**
 * Written by the build (scripts/prerender.ts) next to the pages, read by the server: which
 * pre-rendered file answers which route, and which pages belong in the sitemap.
 */
export type PrerenderManifest = {
  pages: { path: string; file: string; indexable: boolean }[];
  /** Answered with status 404 for an unknown path. */
  notFoundFile: string;
  /** Answered with status 404 for an unknown brand under /brands/. */
  brandNotFoundFile: string;
};

export const PRERENDER_MANIFEST_FILE = 'prerender-manifest.json';

/** What the server build of the web app (src/web/entry-server.tsx) gives the pre-render script. */
export type PrerenderEntry = {
  prerenderedPaths: string[];
  clientOnlyPaths: string[];
  renderPage(path: string): Promise<{
    appHtml: string;
    headTags: string;
    meta: { noindex?: boolean; canonicalPath?: string };
    statusCode: number;
  }>;
  renderClientOnlyHead(path: string): string;
};
