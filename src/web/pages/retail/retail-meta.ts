import type { RouteHandle } from '../../app/page-meta.js';

export const retailHandle: RouteHandle = {
  meta: () => ({
    title: 'Retail Stores',
    description:
      'HP World and Lenovo exclusive retail stores across Eastern India: find a store, call or e-mail it.',
    canonicalPath: '/retail',
  }),
};
