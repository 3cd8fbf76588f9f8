import { renderToString } from 'react-dom/server';
import { contentInLanguage } from '#content/content-in-language.js';
import type { CollectionName, SiteContent } from '#content/index.js';
import {
  defaultLanguageOf,
  languageAlternates,
  languageOfPath,
  pathInLanguage,
  type SiteLanguage,
  siteLanguages,
} from '#shared/languages.js';
import { renderHeadTags } from './app/head-tags.js';
import { createTranslators, type InterfaceCatalogue, siteCatalogues } from './app/interface-text.js';
import { type PageContext, PageContextProvider } from './app/page-context.js';
import { adminRoutes, matchPublicRoute, notFoundRoute, publicPagePaths } from './app/pages.js';
import { SiteLayout } from './app/site-layout.js';
import { markUntranslatedTexts } from './app/untranslated-text.js';
import { PreviewBanner } from './components/layout/preview-banner.js';
import type { LanguageOfferText } from './features/language-offer/index.js';
import { IslandCollectorContext, type IslandEntry } from './islands/island.js';
import { renderIslands } from './islands/render-islands.js';
import type { PageRenderer, PageRenderInput, RenderedPage, ResolvedPath } from './page-renderer.js';

/**
 * The renderer of the site in `languages`, with their interface texts from `catalogues`
 * (decision 0012): every public page at its default-language path and under each other
 * language's prefix. The site's is `pageRenderer` below; tests make one with another language.
 */
/** The offer of a page in another language, in that language's catalogue. */
const LANGUAGE_OFFER = 'Read this page in this language';

export function createPageRenderer(
  languages: readonly SiteLanguage[],
  catalogues: Readonly<Record<string, InterfaceCatalogue>>,
): PageRenderer {
  const translators = createTranslators(languages, catalogues);

  /**
   * What a page in `language` is rendered from: the content in that language (English where a
   * text has no translation, noted in `untranslated`) and its translator of interface texts.
   */
  function pageContextOf(
    input: PageRenderInput,
    language: SiteLanguage,
  ): { page: PageContext; untranslated: ReadonlySet<string> } {
    const text = translators.get(language);
    if (!text) throw new Error(`No translator for ${language.code}`);
    const { content, untranslated } =
      language === defaultLanguageOf(languages)
        ? { content: input.content, untranslated: new Set<string>() }
        : contentInLanguage(input.content, language.code);
    return { page: { content, today: input.today, language, languages, text }, untranslated };
  }

  /**
   * What an English page offers a browser that prefers another language: the same page in it,
   * said in that language. A language whose catalogue lacks the offer is not offered.
   */
  function languageOffers(language: SiteLanguage, pagePath: string): LanguageOfferText[] {
    if (language !== defaultLanguageOf(languages)) return [];
    return languages.flatMap((other) => {
      const text = translators.get(other);
      const offer = text?.(LANGUAGE_OFFER);
      if (!text || other === language || offer === LANGUAGE_OFFER) return [];
      const href = pathInLanguage(pagePath, other, languages);
      return [{ code: other.code, tag: other.tag, href, offer: offer ?? '', dismiss: text('No, thanks') }];
    });
  }

  /**
   * Renders one public page to HTML from the published content: the page inside the site's
   * chrome, then each island as a root of its own (see islands/). Only the islands are hydrated
   * in the browser. The server calls this once per page and content revision, and keeps the result.
   */
  function renderPage(path: string, input: PageRenderInput): RenderedPage {
    const { language, pagePath } = languageOfPath(path, languages);
    const { route, params } = matchPublicRoute(pagePath);
    const { page, untranslated } = pageContextOf(input, language);
    const meta = { ...route.handle.meta(params, page), ...(input.preview && { noindex: true }) };
    // A page that does not exist has no address in another language: its switcher and language
    // offer lead to the home page in each, not to an address that answers 404 too.
    const switcherPagePath = meta.statusCode === 404 ? '/' : pagePath;
    const islands: IslandEntry[] = [];
    const pageHtml = renderToString(
      <PageContextProvider value={page}>
        <IslandCollectorContext value={islands}>
          {input.preview && <PreviewBanner preview={input.preview} />}
          <SiteLayout
            path={path}
            pagePath={switcherPagePath}
            languageOffers={languageOffers(language, switcherPagePath)}
          >
            <route.Page params={params} />
          </SiteLayout>
        </IslandCollectorContext>
      </PageContextProvider>,
    );
    const englishTag = defaultLanguageOf(languages).tag;
    const { html, dataScript } = renderIslands(
      markUntranslatedTexts(pageHtml, untranslated, englishTag),
      islands,
      { tag: englishTag, texts: untranslated },
    );
    const alternates =
      meta.canonicalPath === undefined || meta.noindex
        ? []
        : languageAlternates(meta.canonicalPath, languages);
    return {
      appHtml: html,
      islandData: dataScript,
      headTags: renderHeadTags(meta, input.content.company.name, { language, languages, alternates }),
      lang: language.tag,
      statusCode: meta.statusCode ?? 200,
    };
  }

  /** A known page at `path`, or at `path` in lower case; else which not-found page to show. */
  function resolvePath(path: string, content: SiteContent): ResolvedPath {
    const { language, pagePath } = languageOfPath(path, languages);
    const known = new Set(publicPagePaths(content));
    if (known.has(pagePath)) return { kind: 'page', path };
    if (known.has(pagePath.toLowerCase()))
      return { kind: 'page', path: pathInLanguage(pagePath.toLowerCase(), language, languages) };
    const { route } = matchPublicRoute(pagePath);
    return {
      kind: 'not-found',
      page: route !== notFoundRoute && pagePath.startsWith('/brands/') ? 'brand' : 'page',
    };
  }

  function renderAdminHead(path: string, siteName: string): string {
    const route = adminRoutes.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`${path} is not an admin page`);
    return renderHeadTags(route.meta, siteName);
  }

  /** The indexable pages: every public page whose canonical address is its own (default-language paths). */
  function sitemapPaths(content: SiteContent): string[] {
    const { page } = pageContextOf({ content, today: '' }, defaultLanguageOf(languages));
    return publicPagePaths(content).filter((path) => {
      const { route, params } = matchPublicRoute(path);
      const meta = route.handle.meta(params, page);
      return !meta.noindex && meta.canonicalPath === path;
    });
  }

  /**
   * The collections a page's render (body, head and structured data) reads, noted by rendering it
   * with content that records each collection read: exact, with no list per page to keep up. The
   * server asks this of each page once per published revision (services/pages/collection-pages.ts).
   */
  function collectionsReadBy(path: string, input: PageRenderInput): CollectionName[] {
    const read = new Set<CollectionName>();
    const content = new Proxy(input.content, {
      get(target, name, receiver) {
        if (typeof name === 'string' && Object.hasOwn(target, name)) read.add(name as CollectionName);
        return Reflect.get(target, name, receiver);
      },
    });
    renderPage(path, { ...input, content });
    return [...read];
  }

  function interfaceText(
    languageCode: string,
    source: string,
    values?: Readonly<Record<string, string | number>>,
  ): string {
    const language = languages.find(({ code }) => code === languageCode) ?? defaultLanguageOf(languages);
    return translators.get(language)?.(source, values) ?? source;
  }

  return {
    languages,
    resolvePath,
    renderPage,
    renderAdminHead,
    adminPaths: adminRoutes.map((route) => route.path),
    sitemapPaths,
    collectionsReadBy,
    interfaceText,
  };
}

export const pageRenderer: PageRenderer = createPageRenderer(siteLanguages, siteCatalogues);
