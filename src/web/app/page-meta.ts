import type { PageContext } from './page-context.js';

/** A route's named path segments, e.g. `{ brandName: 'hp' }` for /brands/hp. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What a page tells search engines and link previews. */
export type PageMeta = {
  title: string;
  description: string;
  /** The canonical path (absolute URLs are made from SITE_URL). Omitted for pages not to be indexed. */
  canonicalPath?: string;
  noindex?: boolean;
  /** Path of the image for link previews; the site's default image when absent. */
  image?: string;
  /** Structured data objects, each written as one JSON-LD script. */
  jsonLd?: object[];
  /** The HTTP status the server answers with for this page (404 for an unknown brand). */
  statusCode?: number;
};

/** Each route's `handle`: its page meta, computed from the route's params and the published content. */
export type RouteHandle = { meta: (params: RouteParams, page: PageContext) => PageMeta };
