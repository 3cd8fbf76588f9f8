import { type Brand, brandHref } from '#content/index.js';
import { pathInLanguage } from '#shared/languages.js';
import { SITE_URL_PLACEHOLDER } from '#shared/site-url.js';
import type { PageContext } from '#web/app/page-context.js';

/**
 * JSON-LD BreadcrumbList Home > Products > {brand}, in the page's language: its names and its
 * addresses. Absolute URLs carry the SITE_URL placeholder, which the server replaces with its
 * configured address.
 */
export function brandBreadcrumbList(
  brand: Brand,
  { text, language, languages }: Pick<PageContext, 'text' | 'language' | 'languages'>,
) {
  const trail = [
    { name: text('Home'), path: '/' },
    { name: text('Products'), path: '/products' },
    { name: brand.name, path: brandHref(brand) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${SITE_URL_PLACEHOLDER}${pathInLanguage(crumb.path, language, languages)}`,
    })),
  };
}
