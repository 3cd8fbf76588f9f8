// The header and footer links, and the rule that highlights the current one.

import { languageOfPath } from '#shared/languages.js';
import type { NavLink } from './types.js';

/** Desktop navigation and the mobile menu, in the order of spec section 2 "Shared chrome". */
export const headerNavLinks = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'Retail', href: '/retail' },
  // /retail-partners shows the distribution page too.
  { label: 'Distribution', href: '/distribution', alsoActiveOn: ['/retail-partners'] },
  { label: 'Activities', href: '/activities' },
  // A brand page is part of the portfolio.
  { label: 'Portfolio', href: '/products', alsoActiveOn: ['/brands'] },
  { label: 'Careers', href: '/careers' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
] as const satisfies readonly NavLink[];

export const footerQuickLinks = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'Retail', href: '/retail' },
  { label: 'Distribution', href: '/distribution' },
  { label: 'Activities', href: '/activities' },
  { label: 'Products Portfolio', href: '/products' },
  { label: 'About Us', href: '/about' },
  { label: 'Contact', href: '/contact' },
  { label: 'Careers', href: '/careers' },
] as const satisfies readonly NavLink[];

/**
 * Whether a link to `linkPath` is highlighted on `currentPath`: Home only on exactly '/', any
 * other link on its path and below it. Spec section 2 "Shared chrome" says "starts with the link
 * path"; we compare whole segments so '/retail' is not highlighted on '/retail-partners'.
 */
export function isActiveLink(linkPath: string, currentPath: string): boolean {
  // Links and pages in another language ('/bn/careers') compare by the page they name.
  const link = languageOfPath(linkPath).pagePath;
  const current = languageOfPath(currentPath).pagePath;
  if (link === '/') return current === '/';
  return current === link || current.startsWith(`${link}/`);
}

/** Like `isActiveLink`, also counting the other paths that show the link's page. */
export function isNavLinkActive(link: NavLink, currentPath: string): boolean {
  return [link.href, ...(link.alsoActiveOn ?? [])].some((path) => isActiveLink(path, currentPath));
}
