import { authenticityLabel, joinAsSentence } from '#content/index.js';
import type { RouteHandle } from '#web/app/page-meta.js';

export const productsHandle: RouteHandle = {
  meta: (_params, { content }) => {
    const { hero, categories } = content.productsPage;
    return {
      title: `${hero.title}: IT, Security & Telecom Brands`,
      description: `${joinAsSentence(categories.map((category) => category.title))} products from ${content.company.stats.brandPartners} authorized brand partners, ${authenticityLabel}.`,
      canonicalPath: '/products',
    };
  },
};
