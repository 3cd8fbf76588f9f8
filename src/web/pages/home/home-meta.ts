import { defaultLanguageOf } from '#shared/languages.js';
import { documentTitle } from '#web/app/head-tags.js';
import type { Translate } from '#web/app/interface-text.js';
import type { RouteHandle } from '#web/app/page-meta.js';
import { type HomeSectionId, homeSectionIds } from '#web/components/layout/home-section-paths.js';
import { branchesJsonLd, organizationJsonLd } from './home-structured-data.js';

/** What the home page's own title is made of: the company's name and tagline in the page's language. */
export type HomeTitleFacts = { name: string; tagline: string; inDefaultLanguage: boolean };

/** English sources of the section titles, translated where the page is rendered. */
const sectionTitles: Record<HomeSectionId, string> = {
  services: 'Our Services',
  about: 'About Us',
  contact: 'Contact Us',
};

/**
 * The title of a home path: a section's, or the company's name alone on '/' in English (as
 * before); a page in another language says the company's tagline in that language, so its
 * title is in its script too.
 */
function pageTitle(section: HomeSectionId | undefined, company: HomeTitleFacts, text: Translate): string {
  if (section) return text(sectionTitles[section]);
  return company.inDefaultLanguage ? company.name : company.tagline;
}

/**
 * The home page answers at /, /services, /about and /contact; each has its own title and
 * canonical URL. All show the same content, so all carry the same structured data.
 */
export function homeHandle(section?: HomeSectionId): RouteHandle {
  return {
    meta: (_params, { content, text, language, languages }) => ({
      title: pageTitle(
        section,
        homeTitleFacts(content.company, language === defaultLanguageOf(languages)),
        text,
      ),
      description: content.company.description,
      canonicalPath: section ? `/${section}` : '/',
      jsonLd: [organizationJsonLd(content), ...branchesJsonLd(content)],
    }),
  };
}

/**
 * The document title of each home path in the page's language ('/bn/services' with `localPath`
 * of Bengali), for moving between the sections without a reload.
 */
export function homePageTitles(
  company: HomeTitleFacts,
  text: Translate,
  localPath: (pagePath: string) => string,
): Record<string, string> {
  const paths = [undefined, ...homeSectionIds].map((section) => [
    localPath(section ? `/${section}` : '/'),
    documentTitle({ title: pageTitle(section, company, text), description: '' }, company.name),
  ]);
  return Object.fromEntries(paths);
}

export function homeTitleFacts(
  company: { name: string; tagline: string },
  inDefaultLanguage: boolean,
): HomeTitleFacts {
  return { name: company.name, tagline: company.tagline, inDefaultLanguage };
}
