import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PrerenderEntry } from '../shared/prerender-manifest.js';
import { renderHeadTags } from './app/head-tags.js';
import { isRouteHandle, type PageMeta } from './app/page-meta.js';
import { clientOnlyPaths, prerenderedPaths, routes } from './app/routes.js';

export type RenderedPage = { appHtml: string; headTags: string; meta: PageMeta; statusCode: number };

/** Renders one page to HTML at build time (scripts/prerender.ts writes it to a file). */
export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while pre-rendering`);

  const router = createStaticRouter(handler.dataRoutes, context);
  const appHtml = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const match = context.matches.at(-1);
  if (!match || !isRouteHandle(match.route.handle)) throw new Error(`${path} has no page meta`);
  const meta = match.route.handle.meta(match.params);
  return { appHtml, headTags: renderHeadTags(meta), meta, statusCode: meta.statusCode ?? context.statusCode };
}

/** The head of a client-only page (an admin screen): its meta, no content. */
export function renderClientOnlyHead(path: string): string {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route || !isRouteHandle(route.handle)) throw new Error(`${path} has no page meta`);
  return renderHeadTags(route.handle.meta({}));
}

/** What scripts/prerender.ts imports from the server build. */
export const prerenderEntry: PrerenderEntry = {
  prerenderedPaths,
  clientOnlyPaths,
  renderPage,
  renderClientOnlyHead,
};
