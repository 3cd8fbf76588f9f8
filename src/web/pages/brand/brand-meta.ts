import { brandHref, brandNotFound, findBrand, quoteBranches } from '#content/index.js';
import type { PageMeta, RouteHandle } from '#web/app/page-meta.js';
import { brandBreadcrumbList } from './brand-breadcrumbs.js';

const notFoundMeta: PageMeta = {
  title: brandNotFound.title,
  description: brandNotFound.text,
  noindex: true,
  statusCode: 404,
};

export const brandHandle: RouteHandle = {
  meta: ({ brandName = '' }, { content, text }) => {
    const brand = findBrand(content, brandName);
    if (!brand) return notFoundMeta;
    return {
      title: text('{brand} Products: Authorized Distributor', { brand: brand.name }),
      description: `${brand.description} Get a quote from any of our ${quoteBranches(content).length} offices.`,
      // Lower case whatever the visitor typed: /brands/HP and /brands/hp are one page.
      canonicalPath: brandHref(brand),
      jsonLd: [brandBreadcrumbList(brand)],
    };
  },
};
