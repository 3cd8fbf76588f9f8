import { authenticityLabel, joinAsSentence } from '#content/index.js';
import type { RouteHandle } from '#web/app/page-meta.js';

export const productsHandle: RouteHandle = {
  meta: (_params, { content, text }) => {
    const { hero, categories } = content.productsPage;
    return {
      title: text('{title}: IT, Security & Telecom Brands', { title: hero.title }),
      description: text(
        '{categories} products from {brandPartners} authorized brand partners, {authenticity}.',
        {
          categories: joinAsSentence(categories.map((category) => category.title)),
          brandPartners: content.company.stats.brandPartners,
          authenticity: text(authenticityLabel),
        },
      ),
      canonicalPath: '/products',
    };
  },
};
