import { company, stats } from '../../../content/index.js';
import type { RouteHandle } from '../../app/page-meta.js';

export const activitiesHandle: RouteHandle = {
  meta: () => ({
    title: 'Activities & Achievements',
    description: `Awards, events, store openings and milestones of ${company.name} since ${company.foundedYear}: ${stats.years} years, ${stats.customers} customers, ${stats.branches} branches.`,
    canonicalPath: '/activities',
  }),
};
