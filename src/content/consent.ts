// The cookie banner's wording and categories. Raise `consentVersion` whenever the categories
// or their meaning change, so visitors who chose under the old terms are asked again.

import type { ConsentCategory } from './types.js';

export const consentVersion = 1;

/**
 * Necessary is locked on; the other three start off and are switched on by the visitor (the spec's
 * section 4 "States and transitions" starts them on; consent must be an affirmative act).
 */
export const consentCategories = [
  {
    key: 'necessary',
    label: 'Necessary',
    description: 'Needed for the site to work, such as remembering your cookie choice. Always on.',
    locked: true,
  },
  {
    key: 'preferences',
    label: 'Preferences',
    description: 'Remember your settings on this site.',
    locked: false,
  },
  {
    key: 'statistics',
    label: 'Statistics',
    description: 'Record visits and chat use, with an approximate location, so we can improve the site.',
    locked: false,
  },
  {
    key: 'marketing',
    label: 'Marketing',
    description: 'Let us measure how our promotions perform.',
    locked: false,
  },
] as const satisfies readonly ConsentCategory[];

export const consentBanner = {
  title: 'This website uses cookies',
  text: 'We use cookies to run the site and, with your permission, to understand how it is used.',
  chooseCategories: 'Choose categories',
  allowAll: 'Allow all cookies',
  allowSelection: 'Allow selection',
  necessaryOnly: 'Use necessary cookies only',
  settings: 'Cookie settings',
} as const;
