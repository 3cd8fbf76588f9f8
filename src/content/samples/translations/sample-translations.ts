// The samples' texts in Bengali and Hindi (issue 47): sample translations, written for a native
// speaker to check before launch (the launch checklist says so). Each file gives, per collection,
// the translated text of each translation key (src/shared/content-translations.ts explains keys).

import type { CollectionName, SiteContent } from '#content/collections.js';
import { collectionJsonSchemas } from '#content/json-schemas.js';
import { textFingerprint, translatableTexts } from '#shared/content-translations.js';

/** One language's sample translations: collection → translation key → text. */
export type SampleTranslations = Partial<Record<CollectionName, Record<string, string>>>;

/**
 * The samples with each collection's translations in `byLanguage` (language code → translations),
 * each with the fingerprint of the English it translates, so that a sample's English changed by
 * staff marks its translations as possibly out of date.
 */
export function withSampleTranslations(
  content: SiteContent,
  byLanguage: Readonly<Record<string, SampleTranslations>>,
): SiteContent {
  const translated: Record<string, unknown> = {};
  for (const [name, document] of Object.entries(content)) {
    const translations = Object.fromEntries(
      Object.entries(byLanguage).flatMap(([code, collections]) => {
        const texts = collections[name as CollectionName];
        return texts ? [[code, texts]] : [];
      }),
    );
    const english = new Map(
      translatableTexts(collectionJsonSchemas()[name as CollectionName], document).map(({ key, text }) => [
        key,
        textFingerprint(text),
      ]),
    );
    const translatedFrom = Object.fromEntries(
      Object.entries(translations).map(([code, texts]) => [
        code,
        Object.fromEntries(
          Object.keys(texts).flatMap((key) => {
            const fingerprint = english.get(key);
            return fingerprint ? [[key, fingerprint]] : [];
          }),
        ),
      ]),
    );
    translated[name] = { ...document, translations, translatedFrom };
  }
  return translated as SiteContent;
}
