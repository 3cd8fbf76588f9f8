import type { Kysely } from 'kysely';
import { collectionNames, type SiteContent } from '#content/index.js';
import { collectionJsonSchemas } from '#content/json-schemas.js';
import { sampleContent } from '#content/samples/index.js';
import {
  insertSampleKeep,
  type SampleKeep,
  selectSampleKeeps,
} from '#server/db/content-sample-keeps-repository.js';
import type { Database } from '#server/db/schema.js';
import type {
  KeptChecklistItem,
  LanguageChecklist,
  LaunchChecklistItem,
  SampleReason,
} from '#shared/content.js';
import {
  type ContentTranslations,
  LANGUAGE_PROPERTIES,
  missingTranslations,
  outdatedTranslations,
  TRANSLATIONS_PROPERTY,
  textFingerprint,
  translationsOf,
  uncheckedSampleTranslations,
} from '#shared/content-translations.js';
import { defaultLanguageOf, siteLanguages } from '#shared/languages.js';
import { fieldName } from '#shared/list-item-names.js';
import { isMediaId } from '#shared/media-id.js';

/**
 * What still looks like a sample in the published content, so the company knows what is left to
 * fill in before launch: example.com addresses, '00000' numbers, names and texts marked as samples,
 * and photos that are generated illustrations (not uploaded).
 */
const checks: { reason: SampleReason; test: (text: string) => boolean }[] = [
  { reason: 'example-address', test: (text) => /\bexample\.(com|org|net)\b/i.test(text) },
  // The samples' numbers: Kolkata landlines whose number starts with 0, which no real one does
  // ('+91 33 0000 0012'), the CIN's run of zeros, and the '00000' of older samples.
  { reason: 'sample-number', test: (text) => /\+91 33 0000 \d{4}\b|0{6}|\b0{5}\b|\+91 0{5}/.test(text) },
  { reason: 'sample-name', test: (text) => /\(sample\b|\bsample\b[: ]|placeholder/i.test(text) },
];

/**
 * The launch checklist: what is still a sample, what people decided to keep as it is, and for each
 * other language what is not translated yet or still the sample translation.
 */
export type LaunchChecklist = {
  items: LaunchChecklistItem[];
  kept: KeptChecklistItem[];
  languages: LanguageChecklist[];
};

export function launchChecklist(content: SiteContent, keeps: readonly SampleKeep[]): LaunchChecklist {
  const items: LaunchChecklistItem[] = [];
  const kept: KeptChecklistItem[] = [];
  for (const collection of collectionNames) {
    const document = content[collection];
    const schema = collectionJsonSchemas()[collection];
    const add = (path: string, value: string, reason: SampleReason) => {
      const item = { collection, path, name: fieldName(schema, document, path), value, reason };
      const place = samplePlace(document, path);
      const keep = keeps.find(
        (candidate) =>
          candidate.collection === collection && candidate.place === place && candidate.value === value,
      );
      if (keep) kept.push({ ...item, keptBy: keep.keptBy, keptAt: keep.keptAt });
      else items.push(item);
    };
    visit(
      document,
      '',
      (path, value) => {
        const reason = checks.find((check) => check.test(value))?.reason;
        if (reason) add(path, value, reason);
      },
      (path, photoId) => {
        // A photo id that is not an upload's media id names a generated sample illustration.
        if (!isMediaId(photoId)) add(path, photoId, 'sample-media');
      },
    );
  }
  return { items, kept, languages: languageChecklists(content) };
}

/**
 * The fingerprint of each sample translation of `collection`: language code → translation key →
 * fingerprint, for the checklist and the studio to tell a translation still the sample's own.
 */
export function sampleTranslationFingerprints(collection: keyof SiteContent): ContentTranslations {
  let fingerprints = sampleFingerprintsByCollection.get(collection);
  if (!fingerprints) {
    fingerprints = Object.fromEntries(
      Object.entries(translationsOf(sampleContent[collection])).map(([code, texts = {}]) => [
        code,
        Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, textFingerprint(text)])),
      ]),
    );
    sampleFingerprintsByCollection.set(collection, fingerprints);
  }
  return fingerprints;
}
const sampleFingerprintsByCollection = new Map<keyof SiteContent, ContentTranslations>();

/**
 * For each language but the default: how many translatable texts of each collection have no
 * translation (the pages show them in English), how many translations were made from an English
 * text that has changed since, and how many translations are still the samples' word for word,
 * unchecked. A translation counts as a sample while it equals the sample translation of the same
 * key and no speaker of the language has marked it as checked ("Checked, it's right"): the samples
 * were written for a native speaker to check, and one who changes a word, or confirms it, has.
 */
export function languageChecklists(content: SiteContent): LanguageChecklist[] {
  const defaultLanguage = defaultLanguageOf(siteLanguages);
  return siteLanguages
    .filter((language) => language !== defaultLanguage)
    .map((language) => {
      const untranslated: LanguageChecklist['untranslated'] = [];
      const outdated: LanguageChecklist['outdated'] = [];
      const samples: LanguageChecklist['samples'] = [];
      for (const collection of collectionNames) {
        const document = content[collection];
        const schema = collectionJsonSchemas()[collection];
        const missing = missingTranslations(schema, document, language.code);
        const [first] = missing;
        if (first) untranslated.push({ collection, count: missing.length, firstPath: first.at.join('.') });
        const changed = outdatedTranslations(schema, document, language.code);
        const [firstChanged] = changed;
        if (firstChanged)
          outdated.push({ collection, count: changed.length, firstPath: firstChanged.at.join('.') });
        const unchecked = uncheckedSampleTranslations(
          schema,
          document,
          language.code,
          sampleTranslationFingerprints(collection)[language.code] ?? {},
        );
        const [firstSample] = unchecked;
        // Opened on the translation itself: the studio shows that language beside English.
        if (firstSample)
          samples.push({
            collection,
            count: unchecked.length,
            firstPath: [TRANSLATIONS_PROPERTY, language.code, firstSample.key].join('.'),
          });
      }
      return { language: language.code, name: language.englishName, untranslated, outdated, samples };
    });
}

/** The checklist of `content`, with what people decided to keep. */
export async function readLaunchChecklist(
  db: Kysely<Database>,
  content: SiteContent,
): Promise<LaunchChecklist> {
  return launchChecklist(content, await selectSampleKeeps(db));
}

/**
 * Records that `keptBy` keeps the checklist's value at `path` as it is, now; undefined when that
 * value is not on the checklist (replaced meanwhile, or never a sample).
 */
export async function keepSample(
  db: Kysely<Database>,
  content: SiteContent,
  { collection, path, value }: { collection: string; path: string; value: string },
  keptBy: string,
): Promise<KeptChecklistItem | undefined> {
  const { items } = await readLaunchChecklist(db, content);
  const item = items.find(
    (candidate) =>
      candidate.collection === collection && candidate.path === path && candidate.value === value,
  );
  if (!item) return undefined;
  const keep = {
    collection,
    place: samplePlace(content[item.collection as keyof SiteContent], path),
    value,
    keptBy,
    keptAt: new Date().toISOString(),
  };
  await insertSampleKeep(db, keep);
  return { ...item, keptBy: keep.keptBy, keptAt: keep.keptAt };
}

/**
 * Where a value is, for a decision to keep it to follow its item when the list is reordered: the
 * dot path with each list item's id or slug for its position ('offices.[patna].phone').
 */
export function samplePlace(document: unknown, path: string): string {
  let value = document;
  return path
    .split('.')
    .map((key) => {
      const item = Array.isArray(value) ? value[Number(key)] : isRecord(value) ? value[key] : undefined;
      const itemKey = Array.isArray(value) && isRecord(item) ? (item.id ?? item.slug) : undefined;
      value = item;
      return typeof itemKey === 'string' ? `[${itemKey}]` : key;
    })
    .join('.');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Walks a document: every string, with its dot path; every photo (an object with `id` and `alt`). */
function visit(
  value: unknown,
  path: string,
  onText: (path: string, text: string) => void,
  onPhoto: (path: string, id: string) => void,
): void {
  if (typeof value === 'string') {
    onText(path, value);
    return;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) visit(item, join(path, String(index)), onText, onPhoto);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (typeof record.id === 'string' && typeof record.alt === 'string') onPhoto(join(path, 'id'), record.id);
  for (const [key, child] of Object.entries(record)) {
    // The translations are counted by language (languageChecklists): a sample's translation is a
    // sample translation until a native speaker changes it, and follows its English text.
    if (path === '' && LANGUAGE_PROPERTIES.includes(key)) continue;
    // A photo's id is checked as media above, not as text.
    if (key === 'id' && typeof record.alt === 'string') continue;
    visit(child, join(path, key), onText, onPhoto);
  }
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
