import type { RouteHandle } from '../../app/page-meta.js';

export const activitiesHandle: RouteHandle = {
  meta: () => ({
    title: 'Activities & Achievements',
    description: 'Awards, events, store openings and milestones of the group since 2014.',
    canonicalPath: '/activities',
  }),
};
