import { company, joinAsSentence, stats } from '../../../content/index.js';
import type { RouteHandle } from '../../app/page-meta.js';

/** Both /distribution and /retail-partners use this handle, so both name /distribution as canonical. */
export const distributionHandle: RouteHandle = {
  meta: () => ({
    title: 'Distribution Network',
    description: `IT hardware distribution across ${joinAsSentence(company.states)} from ${stats.branches} branch locations, for ${stats.brandPartners} brand partners.`,
    canonicalPath: '/distribution',
  }),
};
