import { describe, expect, it } from 'vitest';
import { collectionNames } from '#content/collections.js';
import { collectionJsonSchemas } from '#content/json-schemas.js';
import { sampleContent } from '#content/samples/index.js';
import {
  missingTranslations,
  outdatedTranslations,
  translatableTexts,
  translatedFromOf,
  translationsOf,
} from '#shared/content-translations.js';

// The samples come in Bengali and Hindi: every text of every collection translated, each
// translation naming a text the samples have, and written in the language's script.

const languages = [
  { code: 'bn', script: /\p{Script=Bengali}/u },
  { code: 'hi', script: /\p{Script=Devanagari}/u },
];

describe.each(languages)('the samples in $code', ({ code, script }) => {
  it.each(collectionNames)('%s: every text translated, and no translation of a text it lacks', (name) => {
    const schema = collectionJsonSchemas()[name];
    const document = sampleContent[name];
    const keys = new Set(translatableTexts(schema, document).map(({ key }) => key));
    const translated = Object.keys(translationsOf(document)[code] ?? {});
    expect(
      translated.filter((key) => !keys.has(key)),
      'translations of no text',
    ).toEqual([]);
    expect(
      missingTranslations(schema, document, code).map(({ key }) => key),
      'untranslated',
    ).toEqual([]);
    // Each made from the English as it is: a change of the English by staff marks it.
    expect(Object.keys(translatedFromOf(document)[code] ?? {}), 'fingerprints').toEqual(translated);
    expect(outdatedTranslations(schema, document, code), 'out of date').toEqual([]);
  });

  it('is written in its script (names and figures aside)', () => {
    const letters = collectionNames
      .flatMap((name) => Object.values(translationsOf(sampleContent[name])[code] ?? {}))
      .flatMap((text) => [...text].filter((character) => /\p{L}/u.test(character)));
    const inScript = letters.filter((character) => script.test(character)).length;
    expect(inScript / letters.length).toBeGreaterThan(0.7);
  });
});
