import { type Brand, brandHref } from '#content/index.js';
import { SITE_URL_PLACEHOLDER } from '#shared/site-url.js';

/**
 * JSON-LD BreadcrumbList Home > Products > {brand}. Absolute URLs carry the SITE_URL placeholder,
 * which the server replaces with its configured address.
 */
export function brandBreadcrumbList(brand: Brand) {
  const trail = [
    { name: 'Home', path: '/' },
    { name: 'Products', path: '/products' },
    { name: brand.name, path: brandHref(brand) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${SITE_URL_PLACEHOLDER}${crumb.path}`,
    })),
  };
}
