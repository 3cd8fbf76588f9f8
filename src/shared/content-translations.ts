// The content in other languages than English (issue 47). Each collection's document keeps its
// translations beside its English values, in `translations`: for each language code, the
// translated texts by their translation key. So a translation is saved, drafted, previewed,
// published and restored with the document, in the same revision, by the same code.
//
// A translation key names a text field the way people see it, not by its position: a list item
// with a key of its own (an office's `id`) is named by that key, so reordering the offices keeps
// each one's translations ('offices.patna.name'); other list items by their position
// ('paragraphs.0'). Only the fields marked `x-translatable` in the schema have translations; names,
// addresses and numbers that are the same in every language are entered once.
//
// Beside the translations, `translatedFrom` keeps, for each translation, a fingerprint of the
// English text it was made from (decision 0013): when the English changes later, the fingerprints
// differ and the studio marks the translation as possibly out of date until the translator edits
// it or confirms it. The pages never read it.
//
// `checkedTranslations`, of the same shape, keeps for each translation a speaker of the language
// confirmed as right ("Checked, it's right") the fingerprint of the translation they checked: the
// launch checklist stops counting a sample translation once it is checked, and the mark holds only
// while the translation is the text that was checked.

import type { FieldSchema } from './content.js';

/** The property of every collection document that holds its translations. */
export const TRANSLATIONS_PROPERTY = 'translations';

/** The property beside it that holds the fingerprint of the English each translation was made from. */
export const TRANSLATED_FROM_PROPERTY = 'translatedFrom';

/** The property beside them that holds the fingerprint of each translation a speaker checked. */
export const CHECKED_TRANSLATIONS_PROPERTY = 'checkedTranslations';

/**
 * The records kept beside the translations, one entry per translation (language code → key →
 * fingerprint): they follow their translation when items move, go with it, and are published with it.
 */
const PER_TRANSLATION_PROPERTIES = [TRANSLATED_FROM_PROPERTY, CHECKED_TRANSLATIONS_PROPERTY] as const;

/** The document properties that are about its other languages, not its English content. */
export const LANGUAGE_PROPERTIES: readonly string[] = [TRANSLATIONS_PROPERTY, ...PER_TRANSLATION_PROPERTIES];

/**
 * A document's translated texts: language code → translation key → text. Its `translatedFrom`
 * has the same shape, with the fingerprint of the English text in place of the translation.
 */
export type ContentTranslations = Partial<Record<string, Record<string, string>>>;

/**
 * A short fingerprint of a text, English or translated (32-bit FNV-1a, in base 36: at most 7 letters): enough to
 * tell that a text changed, not a secret, and the same in the browser and on the server.
 */
export function textFingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** One text field of a document that has a translation in each other language. */
export type TranslatableText = {
  /** The translation key: 'offices.patna.name', 'about.paragraphs.0'. */
  key: string;
  /** Where it sits in the document, positions included: ['offices', 3, 'name']. */
  at: (string | number)[];
  /** Its English value. */
  text: string;
};

/**
 * Every translatable text of `document` with its key, in the document's order: walked with the
 * collection's JSON Schema, whose `x-translatable` fields are the ones translated.
 */
export function translatableTexts(schema: FieldSchema, document: unknown): TranslatableText[] {
  const texts: TranslatableText[] = [];
  walk(schema, document, [], [], texts);
  return texts;
}

function walk(
  schema: FieldSchema,
  value: unknown,
  key: string[],
  at: (string | number)[],
  texts: TranslatableText[],
): void {
  if (schema.type === 'string' && schema['x-translatable'] && typeof value === 'string' && value !== '') {
    texts.push({ key: key.join('.'), at, text: value });
  } else if (schema.type === 'object' && isRecord(value)) {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (key.length === 0 && LANGUAGE_PROPERTIES.includes(name)) continue;
      walk(property, value[name], [...key, name], [...at, name], texts);
    }
  } else if (schema.type === 'array' && schema.items && Array.isArray(value)) {
    const itemKey = itemKeyProperty(schema.items);
    value.forEach((item, index) => {
      const ownKey =
        itemKey && isRecord(item) && typeof item[itemKey] === 'string' ? item[itemKey] : undefined;
      walk(schema.items as FieldSchema, item, [...key, ownKey || String(index)], [...at, index], texts);
    });
  }
}

/** The property a list's items are known by ('id'), when they have one. */
function itemKeyProperty(items: FieldSchema): string | undefined {
  return Object.entries(items.properties ?? {}).find(([, property]) => property['x-key-from'])?.[0];
}

/** The translations kept in a document, or none. */
export function translationsOf(document: unknown): ContentTranslations {
  return languageRecordOf(document, TRANSLATIONS_PROPERTY);
}

/** The fingerprints of the English each translation was made from, or none (documents from before them). */
export function translatedFromOf(document: unknown): ContentTranslations {
  return languageRecordOf(document, TRANSLATED_FROM_PROPERTY);
}

/** The fingerprints of the translations a speaker of their language checked, or none. */
export function checkedTranslationsOf(document: unknown): ContentTranslations {
  return languageRecordOf(document, CHECKED_TRANSLATIONS_PROPERTY);
}

/** Whether a speaker of the language checked `translation`, the text now kept under `key`. */
export function isCheckedTranslation(
  document: unknown,
  languageCode: string,
  key: string,
  translation: string,
): boolean {
  return checkedTranslationsOf(document)[languageCode]?.[key] === textFingerprint(translation);
}

/**
 * The translations in `languageCode` that are still the samples' own, word for word, and that no
 * speaker of the language has checked: what the launch checklist counts and the studio offers to
 * check. `sampleFingerprints` is the fingerprint of each sample translation by its key.
 */
export function uncheckedSampleTranslations(
  schema: FieldSchema,
  document: unknown,
  languageCode: string,
  sampleFingerprints: Readonly<Record<string, string>>,
): TranslatableText[] {
  const translated = translationsOf(document)[languageCode] ?? {};
  return translatableTexts(schema, document).filter(({ key }) => {
    const translation = translated[key];
    return (
      translation !== undefined &&
      sampleFingerprints[key] === textFingerprint(translation) &&
      !isCheckedTranslation(document, languageCode, key, translation)
    );
  });
}

/**
 * `document` with each of `keys`' translations into `languageCode` marked as checked by a speaker
 * of the language (their fingerprints in `checkedTranslations`); keys with no translation are left.
 */
export function withCheckedTranslations<Document>(
  document: Document,
  languageCode: string,
  keys: readonly string[],
): Document {
  const translated = translationsOf(document)[languageCode] ?? {};
  const checked = checkedTranslationsOf(document);
  const marks = keys.flatMap((key) => {
    const translation = translated[key];
    return translation === undefined ? [] : [[key, textFingerprint(translation)] as const];
  });
  return {
    ...document,
    [CHECKED_TRANSLATIONS_PROPERTY]: {
      ...checked,
      [languageCode]: { ...checked[languageCode], ...Object.fromEntries(marks) },
    },
  };
}

function languageRecordOf(document: unknown, property: string): ContentTranslations {
  const record = isRecord(document) ? document[property] : undefined;
  return isRecord(record) ? (record as ContentTranslations) : {};
}

/**
 * The document as a page in `languageCode` shows it: each translatable text replaced by its
 * translation, and the English texts that have none (`untranslated`), which the page marks as
 * English. The default language's document is returned as it is.
 */
export function documentInLanguage<Document>(
  schema: FieldSchema,
  document: Document,
  languageCode: string,
): { document: Document; untranslated: string[] } {
  const translated = translationsOf(document)[languageCode];
  if (!translated)
    return { document, untranslated: translatableTexts(schema, document).map(({ text }) => text) };
  let localized: unknown = document;
  const untranslated: string[] = [];
  for (const { key, at, text } of translatableTexts(schema, document)) {
    const translation = translated[key];
    if (translation) localized = replaceAt(localized, at, translation);
    else untranslated.push(text);
  }
  return { document: localized as Document, untranslated };
}

/** A copy of `value` with `replacement` at `at`, copying only the objects and lists on the way. */
function replaceAt(value: unknown, at: readonly (string | number)[], replacement: string): unknown {
  const [step, ...rest] = at;
  if (step === undefined) return replacement;
  if (Array.isArray(value) && typeof step === 'number') {
    const copy = [...value];
    copy[step] = replaceAt(value[step], rest, replacement);
    return copy;
  }
  if (isRecord(value)) return { ...value, [step]: replaceAt(value[step], rest, replacement) };
  return value;
}

/** How many of a document's translatable texts have no translation in `languageCode`. */
export function missingTranslations(
  schema: FieldSchema,
  document: unknown,
  languageCode: string,
): TranslatableText[] {
  const translated = translationsOf(document)[languageCode] ?? {};
  return translatableTexts(schema, document).filter(({ key }) => !translated[key]);
}

/**
 * The translations in `languageCode` whose English changed since they were written: the
 * fingerprint kept beside the translation is not the fingerprint of the English text now. A
 * translation with no fingerprint (written before they were kept) is not known to be out of date.
 */
export function outdatedTranslations(
  schema: FieldSchema,
  document: unknown,
  languageCode: string,
): TranslatableText[] {
  const translated = translationsOf(document)[languageCode] ?? {};
  const translatedFrom = translatedFromOf(document)[languageCode] ?? {};
  return translatableTexts(schema, document).filter(({ key, text }) => {
    const fingerprint = translatedFrom[key];
    return (
      translated[key] !== undefined && fingerprint !== undefined && fingerprint !== textFingerprint(text)
    );
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The document without translations of texts it no longer has (an item removed, an optional text
 * emptied), so that none lingers to come back with a new item of the same key; without
 * fingerprints of translations it no longer has; and without checked marks of translations
 * changed since they were checked (a changed translation is no sample any more).
 */
export function withoutOrphanTranslations<Document>(schema: FieldSchema, document: Document): Document {
  const translations = translationsOf(document);
  const perTranslation = PER_TRANSLATION_PROPERTIES.filter(
    (property) => Object.keys(languageRecordOf(document, property)).length > 0,
  );
  if (Object.keys(translations).length === 0 && perTranslation.length === 0) return document;
  const keys = new Set(translatableTexts(schema, document).map(({ key }) => key));
  const keptTranslations = mapLanguages(translations, (_code, key) => keys.has(key));
  const kept: Record<string, unknown> = { ...document, [TRANSLATIONS_PROPERTY]: keptTranslations };
  for (const property of perTranslation) {
    kept[property] = mapLanguages(languageRecordOf(document, property), (code, key, fingerprint) => {
      const translation = keptTranslations[code]?.[key];
      if (translation === undefined) return false;
      return property !== CHECKED_TRANSLATIONS_PROPERTY || fingerprint === textFingerprint(translation);
    });
  }
  return kept as Document;
}

/** `record` (language code → key → text) with only the entries `keep` keeps. */
function mapLanguages(
  record: ContentTranslations,
  keep: (code: string, key: string, value: string) => boolean,
): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(record).map(([code, texts]) => [
      code,
      Object.fromEntries(Object.entries(texts ?? {}).filter(([key, value]) => keep(code, key, value))),
    ]),
  );
}

/**
 * `published` with its translations into `languageCode` (and their fingerprints and checked
 * marks) taken from `draft`, and everything else as published: what "Publish Bengali only"
 * publishes. The result is checked against the collection's schema like any publish.
 */
export function withLanguageOf<Document>(
  published: Document,
  draft: unknown,
  languageCode: string,
): Document {
  const replaced = (record: ContentTranslations, from: ContentTranslations) => {
    const { [languageCode]: _dropped, ...others } = record;
    const texts = from[languageCode];
    return texts ? { ...others, [languageCode]: texts } : others;
  };
  const document: Record<string, unknown> = {
    ...published,
    [TRANSLATIONS_PROPERTY]: replaced(translationsOf(published), translationsOf(draft)),
  };
  for (const property of PER_TRANSLATION_PROPERTIES) {
    const record = replaced(languageRecordOf(published, property), languageRecordOf(draft, property));
    if (Object.keys(record).length > 0) document[property] = record;
  }
  return document as Document;
}

/**
 * `after` (the document once the list at `listAt` changed: an item moved, removed or added) with
 * the translations, fingerprints and checked marks of that list's items following them. `previousPositions[i]`
 * is where item i stood in `before`, undefined for a new one. An item with a key of its own keeps
 * its translations by that key anyway; one without is named by its position ('paragraphs.2'), so
 * its translations move with it, and a removed item's go with it.
 */
export function translationsFollowingItems<Document>(
  schema: FieldSchema,
  before: unknown,
  after: Document,
  listAt: readonly (string | number)[],
  previousPositions: readonly (number | undefined)[],
): Document {
  const under = (at: readonly (string | number)[]) =>
    at.length > listAt.length && listAt.every((step, index) => at[index] === step);
  const beforeTexts = translatableTexts(schema, before).filter(({ at }) => under(at));
  const keyAt = new Map(beforeTexts.map(({ at, key }) => [at.join('\u0000'), key]));
  const movedKeys = new Set(beforeTexts.map(({ key }) => key));
  // Each text of the changed list, by its key now, and the key its translation was kept under.
  const renamed = translatableTexts(schema, after).flatMap(({ at, key }) => {
    if (!under(at)) return [];
    const previous = previousPositions[at[listAt.length] as number];
    if (previous === undefined) return [];
    const origin = keyAt.get([...listAt, previous, ...at.slice(listAt.length + 1)].join('\u0000'));
    return origin === undefined ? [] : [{ key, origin }];
  });
  const follow = (record: ContentTranslations) =>
    Object.fromEntries(
      Object.entries(record).map(([code, texts = {}]) => [
        code,
        {
          ...Object.fromEntries(Object.entries(texts).filter(([key]) => !movedKeys.has(key))),
          ...Object.fromEntries(
            renamed.flatMap(({ key, origin }) => (texts[origin] === undefined ? [] : [[key, texts[origin]]])),
          ),
        },
      ]),
    );
  const followed: Record<string, unknown> = { ...(after as Record<string, unknown>) };
  for (const property of LANGUAGE_PROPERTIES) {
    const record = languageRecordOf(after, property);
    if (Object.keys(record).length > 0) followed[property] = follow(record);
  }
  return followed as Document;
}
