import type { RouteHandle } from '../../app/page-meta.js';

export const productsHandle: RouteHandle = {
  meta: () => ({
    title: 'Products Portfolio',
    description: 'IT infrastructure, security and telecom products from 15+ brand partners, 100% authentic.',
    canonicalPath: '/products',
  }),
};
