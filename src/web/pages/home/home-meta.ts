import { documentTitle } from '#web/app/head-tags.js';
import type { Translate } from '#web/app/interface-text.js';
import type { RouteHandle } from '#web/app/page-meta.js';
import { type HomeSectionId, homeSectionIds } from '#web/components/layout/home-section-paths.js';
import { branchesJsonLd, organizationJsonLd } from './home-structured-data.js';

/** English sources of the section titles, translated where the page is rendered. */
const sectionTitles: Record<HomeSectionId, string> = {
  services: 'Our Services',
  about: 'About Us',
  contact: 'Contact Us',
};

function pageTitle(section: HomeSectionId | undefined, companyName: string, text: Translate): string {
  return section ? text(sectionTitles[section]) : companyName;
}

/**
 * The home page answers at /, /services, /about and /contact; each has its own title and
 * canonical URL. All show the same content, so all carry the same structured data.
 */
export function homeHandle(section?: HomeSectionId): RouteHandle {
  return {
    meta: (_params, { content, text }) => ({
      title: pageTitle(section, content.company.name, text),
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
  companyName: string,
  text: Translate,
  localPath: (pagePath: string) => string,
): Record<string, string> {
  const paths = [undefined, ...homeSectionIds].map((section) => [
    localPath(section ? `/${section}` : '/'),
    documentTitle({ title: pageTitle(section, companyName, text), description: '' }, companyName),
  ]);
  return Object.fromEntries(paths);
}
