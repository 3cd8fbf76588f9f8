import type { CollectionName } from '#content/collections.js';
import type { Opening } from '#content/schemas/careers.js';
import { statusChange } from '#server/services/openings/describe-openings-change.js';
import type { RevisionDescriber } from './revision-summary.js';

/**
 * Each collection's own words for its revision history, where the general ones (field titles and
 * the form's item names) say less than a person would: add a collection's describer here.
 */
export const revisionDescribers: Partial<Record<CollectionName, RevisionDescriber>> = {
  // An opening's status change is its lifecycle: "Closed 005 CRM Executive", as HR's history says.
  openings: {
    describeItemChange: ({ list, before, after }) => {
      if (list !== 'openings' || !before || !after) return undefined;
      const line = statusChange(before as Opening, after as Opening);
      return line ? [line] : undefined;
    },
  },
};
