import type { SampleTranslations } from './sample-translations.js';

/** The samples in Bengali: sample translations for a native speaker to check. */
export const bengali: SampleTranslations = {};
