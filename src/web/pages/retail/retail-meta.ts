import type { RouteHandle } from '#web/app/page-meta.js';
import { storesJsonLd } from '#web/pages/home/home-structured-data.js';

export const retailHandle: RouteHandle = {
  meta: (_params, { content }) => ({
    title: 'Retail Stores',
    description: `HP World and Lenovo exclusive retail stores in Eastern India: find one of ${content.stores.hpWorld.length} HP World stores, then call or e-mail it.`,
    canonicalPath: '/retail',
    jsonLd: storesJsonLd(content),
  }),
};
