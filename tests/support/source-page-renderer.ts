import type { SiteLanguage } from '#shared/languages.js';
import type { PageRenderer, PageRendererModule } from '#web/page-renderer.js';

/** The entry's renderer factory, for a site in other languages than the configured ones. */
type PageRendererFactoryModule = PageRendererModule & {
  createPageRenderer(
    languages: readonly SiteLanguage[],
    catalogues: Record<string, Record<string, string>>,
  ): PageRenderer;
};

/**
 * The web app's page renderer from source (vitest compiles its TSX), where the server loads it
 * from the build. Imported by a path in a variable: the web app is type-checked with its own
 * settings (tsconfig.json: the DOM, JSX), not with the Node side's.
 */
export async function sourcePageRenderer(): Promise<PageRenderer> {
  const entry = '../../src/web/entry-server.js';
  return ((await import(entry)) as PageRendererModule).pageRenderer;
}

/**
 * The renderer from source of a site in `languages`, with the site's catalogues and `catalogues`
 * beside them: how a test adds a language without changing the configuration.
 */
export async function sourcePageRendererIn(
  languages: readonly SiteLanguage[],
  catalogues: Record<string, Record<string, string>>,
): Promise<PageRenderer> {
  const entry = '../../src/web/entry-server.js';
  const texts = '../../src/web/app/interface-text.js';
  const { createPageRenderer } = (await import(entry)) as PageRendererFactoryModule;
  const { siteCatalogues } = (await import(texts)) as {
    siteCatalogues: Record<string, Record<string, string>>;
  };
  return createPageRenderer(languages, { ...siteCatalogues, ...catalogues });
}
