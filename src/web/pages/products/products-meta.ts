import {
  authenticityLabel,
  joinAsSentence,
  productCategories,
  productsHero,
  stats,
} from '../../../content/index.js';
import type { RouteHandle } from '../../app/page-meta.js';

export const productsHandle: RouteHandle = {
  meta: () => ({
    title: `${productsHero.title}: IT, Security & Telecom Brands`,
    description: `${joinAsSentence(productCategories.map((category) => category.title))} products from ${stats.brandPartners} authorized brand partners, ${authenticityLabel}.`,
    canonicalPath: '/products',
  }),
};
