import { languageOfPath, pathInLanguage, type SiteLanguage } from '#shared/languages.js';

/** A reply's link to a page of the site, as the page the chat is on should open it. */
export type ChatSitePath = (path: string) => string;

/**
 * The replies name the site's pages by their English paths (the handover's '/contact?office=…#enquiry',
 * '/distribution'): on a page in another language they open that page in it, '/bn/contact?office=…#enquiry'.
 * A path that already names a language is kept. `language` is none on a default-language page.
 */
export function chatSitePathIn(language: SiteLanguage | undefined): ChatSitePath {
  return (path) =>
    language && languageOfPath(path).pagePath === path ? pathInLanguage(path, language) : path;
}
