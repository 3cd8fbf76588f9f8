/**
 * The home page answers at / and at one path per section (spec section 2 "Routes"), and scrolls to the
 * section on entering one (pages/home/home-section-navigation.island.tsx).
 */
export const homeSectionIds = ['services', 'about', 'contact'] as const;

export type HomeSectionId = (typeof homeSectionIds)[number];

/** The section a path names ('/about' -> 'about'), or undefined for / and any other page. */
export function homeSectionOf(pathname: string): HomeSectionId | undefined {
  const trimmed = pathname.replace(/\/+$/, '').slice(1);
  return homeSectionIds.find((id) => id === trimmed);
}

export function isHomePagePath(pathname: string): boolean {
  return pathname === '/' || homeSectionOf(pathname) !== undefined;
}
