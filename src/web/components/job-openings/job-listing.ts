import type { Opening } from '#content/index.js';

/** An opening as the careers page shows it: with its salary as text and its 'Apply via Email' link. */
export type JobListing = Opening & { salaryPackage: string; applyByEmailHref: string };
