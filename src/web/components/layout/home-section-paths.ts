/**
 * The home page answers at / and at one path per section (spec section 2 "Routes"), and scrolls to the
 * section on entering one (pages/home/home-section-navigation.island.tsx).
 */
import { languageOfPath } from '#shared/languages.js';

export const homeSectionIds = ['services', 'about', 'contact'] as const;

export type HomeSectionId = (typeof homeSectionIds)[number];

/**
 * The section a path names ('/about' and '/bn/about' -> 'about'), or undefined for the home page
 * itself and any other page.
 */
export function homeSectionOf(pathname: string): HomeSectionId | undefined {
  const trimmed = languageOfPath(pathname.replace(/\/+$/, '') || '/').pagePath.slice(1);
  return homeSectionIds.find((id) => id === trimmed);
}

export function isHomePagePath(pathname: string): boolean {
  return languageOfPath(pathname).pagePath === '/' || homeSectionOf(pathname) !== undefined;
}
