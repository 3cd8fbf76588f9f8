import { joinAsSentence, operatingStates } from '#content/index.js';
import type { RouteHandle } from '#web/app/page-meta.js';

/** Both /distribution and /retail-partners use this handle, so both name /distribution as canonical. */
export const distributionHandle: RouteHandle = {
  meta: (_params, { content }) => ({
    title: 'Distribution Network',
    description: `IT hardware distribution across ${joinAsSentence(operatingStates(content))} from ${content.company.stats.branches} branch locations, for ${content.company.stats.brandPartners} brand partners.`,
    canonicalPath: '/distribution',
  }),
};
