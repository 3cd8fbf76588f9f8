import { defaultShareImagePath } from '#content/assets.js';
import {
  defaultLanguageOf,
  type LanguageAlternate,
  openGraphLocale,
  pathInLanguage,
  type SiteLanguage,
  siteLanguages,
} from '#shared/languages.js';
import { SITE_URL_PLACEHOLDER } from '#shared/site-url.js';
import { SITE_FOOTER_ID } from '#web/components/layout/layout-ids.js';
import { languageFontTags } from './language-font-tags.js';
import type { PageMeta } from './page-meta.js';

/** The page's language, and its addresses in every language (none for a page not indexed). */
export type PageLanguages = {
  language: SiteLanguage;
  languages: readonly SiteLanguage[];
  alternates: LanguageAlternate[];
};

/** The full document title of a page: 'Careers | Sample Infotech Group'. */
export function documentTitle(meta: PageMeta, siteName: string): string {
  return meta.title === siteName ? meta.title : `${meta.title} | ${siteName}`;
}

/** An English page's languages, for the admin's screens (English only, never indexed). */
const englishOnly: PageLanguages = {
  language: defaultLanguageOf(siteLanguages),
  languages: siteLanguages,
  alternates: [],
};

/**
 * The `<head>` tags of a rendered page, as HTML. Absolute URLs use the SITE_URL placeholder.
 * `meta.canonicalPath` is the page's default-language path; the canonical link is the page's
 * own address in its language, with the alternates in every language beside it.
 */
export function renderHeadTags(meta: PageMeta, siteName: string, pageLanguages = englishOnly): string {
  const { language, languages, alternates } = pageLanguages;
  const absolute = (path: string) => `${SITE_URL_PLACEHOLDER}${path}`;
  const title = documentTitle(meta, siteName);
  const image = absolute(meta.image ?? defaultShareImagePath);
  const tags = [
    // The browser paints nothing until the main content is parsed, that is until the footer after
    // it is (Chromium lets the page paint once the expected element is in the document, before
    // its content is). Painted earlier, a half-parsed page moves as the rest arrives (a centred
    // row gains its last button, a heading its last words), and those moves count against the
    // page's layout stability; under load the e2e tests saw the home hero's counter, its h1 and
    // its row of dots move so.
    `<link rel="expect" href="#${SITE_FOOTER_ID}" blocking="render" />`,
    ...languageFontTags(language),
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.noindex) tags.push('<meta name="robots" content="noindex, nofollow" />');
  if (meta.canonicalPath !== undefined) {
    const url = absolute(pathInLanguage(meta.canonicalPath, language, languages));
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
      ...alternates.map(
        ({ hreflang, path }) =>
          `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(absolute(path))}" />`,
      ),
    );
  }
  tags.push(
    `<meta property="og:locale" content="${escapeHtml(openGraphLocale(language))}" />`,
    // Only a page that has addresses in other languages names them.
    ...languages
      .filter((other) => other !== language && alternates.length > 0)
      .map(
        (other) => `<meta property="og:locale:alternate" content="${escapeHtml(openGraphLocale(other))}" />`,
      ),
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  );
  // An indexed page says which language it is in, for search engines that read structured data.
  const webPage = meta.canonicalPath !== undefined && {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: absolute(pathInLanguage(meta.canonicalPath, language, languages)),
    name: title,
    inLanguage: language.tag,
  };
  for (const data of [...(meta.jsonLd ?? []), ...(webPage ? [webPage] : [])]) {
    tags.push(`<script type="application/ld+json">${serializeJsonLd(data)}</script>`);
  }
  return tags.join('\n    ');
}

/** JSON inside a script element: `<` is escaped so no text can close the element. */
function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
