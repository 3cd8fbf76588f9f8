// The languages the public site is published in: the one list the routes, the head's alternates,
// the sitemap and the language switcher are made from (decision 0012). A language is added here
// and with its catalogue of interface texts, src/content/interface-text/<code>/*.json, and its
// script's font, if it needs one, in language-fonts.ts beside this file; no code.

export type SiteLanguage = {
  /** The path prefix and the catalogue's file name: 'bn' for /bn/careers and bn.json. */
  code: string;
  /** The BCP 47 tag for `<html lang>`, hreflang and number formatting: 'bn-IN'. */
  tag: string;
  /** The language's name in its own script, as the switcher shows it. */
  name: string;
  /** Its name in English, for staff reading which language a visitor wrote from: 'Bengali'. */
  englishName: string;
};

/** English first: it is served without a prefix and is the `x-default` of every page. */
export const siteLanguages: readonly SiteLanguage[] = [
  { code: 'en', tag: 'en-IN', name: 'English', englishName: 'English' },
  { code: 'bn', tag: 'bn-IN', name: 'বাংলা', englishName: 'Bengali' },
  { code: 'hi', tag: 'hi-IN', name: 'हिन्दी', englishName: 'Hindi' },
];

/** The language of the paths without a prefix, and of every text not yet translated. */
export function defaultLanguageOf(languages: readonly SiteLanguage[]): SiteLanguage {
  const [first] = languages;
  if (!first) throw new Error('The site needs at least one language');
  return first;
}

/**
 * The language of a request's path and the page it names: '/bn/careers' is Bengali's /careers,
 * '/bn' Bengali's home page, '/careers' the default language's. Paths have no trailing slash
 * here (the server trims it, so '/bn/' arrives as '/bn').
 */
export function languageOfPath(
  path: string,
  languages: readonly SiteLanguage[] = siteLanguages,
): { language: SiteLanguage; pagePath: string } {
  const defaultLanguage = defaultLanguageOf(languages);
  const firstSegment = path.split('/')[1] ?? '';
  const language = languages.find(
    (candidate) => candidate !== defaultLanguage && candidate.code === firstSegment,
  );
  if (!language) return { language: defaultLanguage, pagePath: path };
  return { language, pagePath: path.slice(firstSegment.length + 1) || '/' };
}

/**
 * The language whose tag the page's `<html lang>` carries ('bn-IN'): how a form in the browser
 * knows the language of the page it was sent from. Any other tag is the default language's.
 */
export function languageOfTag(tag: string, languages: readonly SiteLanguage[] = siteLanguages): SiteLanguage {
  return languages.find((language) => language.tag === tag) ?? defaultLanguageOf(languages);
}

/**
 * The site language a language tag or `Accept-Language` range names by its first part ('bn-IN',
 * 'BN' → 'bn'), when it is one of `codes` (the site's); how both the server and the browser read
 * what a visitor's browser prefers.
 */
export function siteCodeOfTag(
  tag: string,
  codes: readonly string[] = siteLanguages.map((language) => language.code),
): string | undefined {
  const code = tag.trim().toLowerCase().split('-')[0] ?? '';
  return codes.includes(code) ? code : undefined;
}

/** The address of `pagePath` ('/careers', '/') in `language`: '/bn/careers', '/bn'. */
export function pathInLanguage(
  pagePath: string,
  language: SiteLanguage,
  languages: readonly SiteLanguage[] = siteLanguages,
): string {
  if (language === defaultLanguageOf(languages)) return pagePath;
  return pagePath === '/' ? `/${language.code}` : `/${language.code}${pagePath}`;
}

/** One alternate address of a page: its hreflang value ('bn-IN', 'x-default') and path. */
export type LanguageAlternate = { hreflang: string; path: string };

/**
 * The addresses of one page in every language, and `x-default` (the default language's), for
 * the head's `<link rel="alternate">` and the sitemap's `xhtml:link`; each page lists them all,
 * itself included, so they are reciprocal.
 */
export function languageAlternates(
  pagePath: string,
  languages: readonly SiteLanguage[] = siteLanguages,
): LanguageAlternate[] {
  return [
    ...languages.map((language) => ({
      hreflang: language.tag,
      path: pathInLanguage(pagePath, language, languages),
    })),
    { hreflang: 'x-default', path: pagePath },
  ];
}

/** The Open Graph form of a tag: 'bn-IN' → 'bn_IN'. */
export function openGraphLocale(language: SiteLanguage): string {
  return language.tag.replace('-', '_');
}

/**
 * A language as staff read it beside an enquiry or application: 'Bengali (বাংলা)', 'English'; a
 * code no longer in the list as it was stored.
 */
export function languageInWords(code: string, languages: readonly SiteLanguage[] = siteLanguages): string {
  const language = languages.find((candidate) => candidate.code === code);
  if (!language) return code;
  return language.name === language.englishName
    ? language.englishName
    : `${language.englishName} (${language.name})`;
}

/** A language's English name, as the admin's lists show it ('Bengali'); a code no longer in the list as it was stored. */
export function languageEnglishName(
  code: string,
  languages: readonly SiteLanguage[] = siteLanguages,
): string {
  return languages.find((language) => language.code === code)?.englishName ?? code;
}

/** The site's languages as staff pick one to filter a list by: the code, and the English name. */
export const languageFilterChoices: readonly { value: string; label: string }[] = siteLanguages.map(
  ({ code, englishName }) => ({ value: code, label: englishName }),
);
