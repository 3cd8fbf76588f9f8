// A document's texts in the other languages of the site (src/shared/content-translations.ts):
// language code → translation key → text, under the same text rule as the English values.

import { z } from 'zod';
import { hasControlCharacter } from '#shared/control-characters.js';

const translatedText = z
  .string()
  .trim()
  .min(1, 'A translation must not be empty: remove it to show the English text')
  .max(2000, 'A translation must be at most 2000 characters')
  .refine(
    (value) => !hasControlCharacter(value, { allowLineBreaks: true }),
    'A translation must not contain control characters',
  );

export const translationsSchema = z
  .record(
    z.string().regex(/^[a-z]{2,3}$/, 'A language code is two or three small letters'),
    z.record(z.string().max(300), translatedText),
  )
  .meta({ title: 'Translations' });

/**
 * Beside the translations: for each, the fingerprint of the English text it was made from
 * (`textFingerprint`), by which the studio tells a translation whose English changed since.
 * Optional, so documents written before it stay valid; the pages never read it.
 */
export const translatedFromSchema = fingerprintsByLanguage().meta({ title: 'Translated from' });

/**
 * Beside the translations: for each one a speaker of the language checked ("Checked, it's
 * right"), the fingerprint of the translation as they checked it. Optional, like the above.
 */
export const checkedTranslationsSchema = fingerprintsByLanguage().meta({ title: 'Checked translations' });

/** Language code → translation key → fingerprint (`textFingerprint`). */
function fingerprintsByLanguage() {
  return z.record(
    z.string().regex(/^[a-z]{2,3}$/, 'A language code is two or three small letters'),
    z.record(z.string().max(300), z.string().regex(/^[0-9a-z]{1,13}$/, 'A fingerprint is a few letters')),
  );
}
