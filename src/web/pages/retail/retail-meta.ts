import { hpWorldStores } from '../../../content/index.js';
import type { RouteHandle } from '../../app/page-meta.js';

export const retailHandle: RouteHandle = {
  meta: () => ({
    title: 'Retail Stores',
    description: `HP World and Lenovo exclusive retail stores in Eastern India: find one of ${hpWorldStores.length} HP World stores, then call or e-mail it.`,
    canonicalPath: '/retail',
  }),
};
