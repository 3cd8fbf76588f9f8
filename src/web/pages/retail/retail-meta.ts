import type { RouteHandle } from '#web/app/page-meta.js';
import { storesJsonLd } from '#web/pages/home/home-structured-data.js';

export const retailHandle: RouteHandle = {
  meta: (_params, { content, text }) => ({
    title: text('Retail Stores'),
    description: text(
      'HP World and Lenovo exclusive retail stores in Eastern India: find one of {count, number} HP World stores, then call or e-mail it.',
      { count: content.stores.hpWorld.length },
    ),
    canonicalPath: '/retail',
    jsonLd: storesJsonLd(content),
  }),
};
