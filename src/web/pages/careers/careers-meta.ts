import type { RouteHandle } from '../../app/page-meta.js';

export const careersHandle: RouteHandle = {
  meta: () => ({
    title: 'Careers',
    description: 'Current job openings in Kolkata and how to apply with your resume.',
    canonicalPath: '/careers',
  }),
};
