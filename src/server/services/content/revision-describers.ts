import type { CollectionName } from '#content/collections.js';
import type { RevisionDescriber } from './revision-summary.js';

/**
 * Each collection's own words for its revision history, where the general ones (field titles and
 * the form's item names) say less than a person would: add a collection's describer here.
 */
export const revisionDescribers: Partial<Record<CollectionName, RevisionDescriber>> = {};
