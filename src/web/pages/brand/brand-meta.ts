import { brandHref, brandNotFound, findBrand, quoteBranches } from '#content/index.js';
import type { RouteHandle } from '#web/app/page-meta.js';
import { brandBreadcrumbList } from './brand-breadcrumbs.js';

export const brandHandle: RouteHandle = {
  meta: ({ brandName = '' }, page) => {
    const { content, text } = page;
    const brand = findBrand(content, brandName);
    if (!brand) {
      return {
        title: text(brandNotFound.title),
        description: text(brandNotFound.text),
        noindex: true,
        statusCode: 404,
      };
    }
    // The brand's description is content (English until the collections hold each language's).
    const quoteOffer = text('Get a quote from any of our {count, number} offices.', {
      count: quoteBranches(content).length,
    });
    return {
      title: text('{brand} Products: Authorized Distributor', { brand: brand.name }),
      description: `${brand.description} ${quoteOffer}`,
      // Lower case whatever the visitor typed: /brands/HP and /brands/hp are one page.
      canonicalPath: brandHref(brand),
      jsonLd: [brandBreadcrumbList(brand, page)],
    };
  },
};
