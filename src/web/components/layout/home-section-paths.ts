/**
 * The home page answers at / and at one path per section (spec section 2). It scrolls itself on
 * entering those paths, so links to them ask the router not to reset the scroll first.
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
