import { operatingStates } from '#content/index.js';
import { sayList } from '#web/app/interface-text.js';
import type { RouteHandle } from '#web/app/page-meta.js';

/** Both /distribution and /retail-partners use this handle, so both name /distribution as canonical. */
export const distributionHandle: RouteHandle = {
  meta: (_params, { content, text }) => ({
    title: text('Distribution Network'),
    description: text(
      'IT hardware distribution across {states} from {branches} branch locations, for {brandPartners} brand partners.',
      {
        states: sayList(
          operatingStates(content).map((state) => text(state)),
          text,
        ),
        branches: content.company.stats.branches,
        brandPartners: content.company.stats.brandPartners,
      },
    ),
    canonicalPath: '/distribution',
  }),
};
