import type { RouteHandle } from '#web/app/page-meta.js';

export const activitiesHandle: RouteHandle = {
  meta: (_params, { content, text }) => {
    const { name, foundedYear, stats } = content.company;
    return {
      title: text('Activities & Achievements'),
      description: text(
        'Awards, events, store openings and milestones of {name} since {foundedYear}: {years} years, {customers} customers, {branches} branches.',
        {
          name,
          foundedYear: String(foundedYear),
          years: stats.years,
          customers: stats.customers,
          branches: stats.branches,
        },
      ),
      canonicalPath: '/activities',
    };
  },
};
