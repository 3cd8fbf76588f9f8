import type { RouteHandle } from '../../app/page-meta.js';

export const distributionHandle: RouteHandle = {
  meta: () => ({
    title: 'Distribution Network',
    description:
      'IT hardware distribution across West Bengal, Bihar, Jharkhand and Odisha from 8+ branch locations.',
    canonicalPath: '/distribution',
  }),
};
