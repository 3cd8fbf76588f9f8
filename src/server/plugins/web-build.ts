import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPagePreviews, type PagePreviews } from '#server/services/pages/page-previews.js';
import { loadWebBuild, type WebBuild } from '#server/services/pages/web-build.js';
import type { PageRenderer } from '#web/page-renderer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built web app (services/pages/web-build.ts); undefined when there is no build. */
    webBuild: WebBuild | undefined;
    /** The admin's previews of unpublished drafts; undefined when there is no build to render them. */
    pagePreviews: PagePreviews | undefined;
  }
}

type WebBuildOptions = {
  /** Renders the pages instead of the build's server bundle (the tests render from source). */
  pageRenderer?: PageRenderer;
};

/**
 * Loads the web app's build once, before the routes, for the pages (site-pages.ts) and for the
 * content studio's previews, which render pages with a draft.
 */
export const webBuild = fp(
  async (app: FastifyInstance, options: WebBuildOptions) => {
    const build = await loadWebBuild(app.config.webRoot, options.pageRenderer);
    if (!build) app.log.warn({ webRoot: app.config.webRoot }, 'no built web app found: run `npm run build`');
    app.decorate('webBuild', build);
    app.decorate(
      'pagePreviews',
      build &&
        createPagePreviews({
          build,
          store: app.siteContent,
          db: app.database.db,
          siteUrl: app.config.siteUrl,
          now: () => app.now(),
        }),
    );
  },
  { name: 'web-build', dependencies: ['site-content'] },
);
