import type { RouteHandle } from '#web/app/page-meta.js';

export const activitiesHandle: RouteHandle = {
  meta: (_params, { content }) => {
    const { name, foundedYear, stats } = content.company;
    return {
      title: 'Activities & Achievements',
      description: `Awards, events, store openings and milestones of ${name} since ${foundedYear}: ${stats.years} years, ${stats.customers} customers, ${stats.branches} branches.`,
      canonicalPath: '/activities',
    };
  },
};
