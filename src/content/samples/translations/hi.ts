import type { SampleTranslations } from './sample-translations.js';

/** The samples in Hindi: sample translations for a native speaker to check. */
export const hindi: SampleTranslations = {};
