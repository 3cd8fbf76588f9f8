import type { CollectionName, SiteContent } from '#content/collections.js';
import { collectionJsonSchemas } from '#content/json-schemas.js';
import {
  missingTranslations,
  TRANSLATIONS_PROPERTY,
  translatableTexts,
  translationsOf,
} from '#shared/content-translations.js';

/** The languages the site has besides English, each added entry translated into both. */
const translatedLanguages = ['bn', 'hi'] as const;
type TranslatedLanguage = (typeof translatedLanguages)[number];

/**
 * The sample content grown to about 1,000 entries (the collections' caps: 60 offices, 100 HP
 * World stores, 60 brands of 20 products, 100 openings, 100 partners, 50 awards, 50 events), for
 * the assistant's answer time at a real company's size, in English, Bengali and Hindi alike. Every
 * added entry is an obvious sample: its own texts are numbered sample words in each language
 * ('Sample Branch 12', 'নমুনা শাখা 12', 'नमूना शाखा 12'); the texts it copies from the collection's
 * first entry (a store's special days, an opening's description) keep that entry's translations.
 * Throws when a text of the grown content has no translation in a language.
 */
export function largeContent(content: SiteContent) {
  // Each numbered sample text, in English as the entry holds it, with its Bengali and Hindi.
  const addedTranslations = new Map<string, Record<TranslatedLanguage, string>>();
  const sampleText = (english: string, bn: string, hi: string) => {
    addedTranslations.set(english, { bn, hi });
    return english;
  };

  const states = content.branches.offices.map((office) => office.state);
  const extraOffices = Array.from({ length: 60 - content.branches.offices.length }, (_, index) => {
    const number = index + 1;
    return {
      id: `sample-branch-${number}`,
      name: sampleText(`Sample Branch ${number}`, `নমুনা শাখা ${number}`, `नमूना शाखा ${number}`),
      city: sampleText(`Sample Town ${number}`, `নমুনা শহর ${number}`, `नमूना शहर ${number}`),
      state: states[index % states.length]!,
      address: `Sample address line ${number}, Sample Town ${number}`,
      phone: `+91 33 0${String(2_000_000 + index)}`,
      email: `branch${number}@example.com`,
      isCorporate: false,
    };
  });
  const store = content.stores.hpWorld[0]!;
  const extraStores = Array.from({ length: 100 - content.stores.hpWorld.length }, (_, index) => {
    const number = index + 1;
    const town = (index % 40) + 1;
    return {
      ...store,
      id: `sample-store-${number}`,
      name: sampleText(
        `HP World Sample Market ${number} (sample)`,
        `HP World নমুনা মার্কেট ${number} (নমুনা)`,
        `HP World नमूना मार्केट ${number} (नमूना)`,
      ),
      city: sampleText(`Sample Town ${town}`, `নমুনা শহর ${town}`, `नमूना शहर ${town}`),
      address: `Sample market ${number}, Sample Town ${town}`,
      phone: `+91 33 0${String(3_000_000 + index)}`,
      email: `store${number}@example.com`,
    };
  });
  const brand = content.brands.brands[0]!;
  const extraBrands = Array.from({ length: 60 - content.brands.brands.length }, (_, index) => {
    const number = index + 1;
    return {
      ...brand,
      slug: `sample-brand-${number}`,
      name: `Sample Brand ${number}`,
      description: sampleText(
        `Authorized distribution of Sample Brand ${number} products.`,
        `Sample Brand ${number} পণ্যের অনুমোদিত ডিস্ট্রিবিউশন।`,
        `Sample Brand ${number} उत्पादों का अधिकृत डिस्ट्रीब्यूशन।`,
      ),
      products: Array.from({ length: 20 }, (_, product) => ({
        name: sampleText(
          `Sample Product ${number}-${product + 1}`,
          `নমুনা পণ্য ${number}-${product + 1}`,
          `नमूना उत्पाद ${number}-${product + 1}`,
        ),
      })),
    };
  });
  const opening = content.openings.openings[0]!;
  const extraOpenings = Array.from({ length: 100 - content.openings.openings.length }, (_, index) => ({
    ...opening,
    id: String(100 + index),
    title: sampleText(`Sample Role ${index + 1}`, `নমুনা পদ ${index + 1}`, `नमूना पद ${index + 1}`),
  }));
  const partner = content.partners.partners[0]!;
  const extraPartners = Array.from({ length: 100 - content.partners.partners.length }, (_, index) => ({
    ...partner,
    name: `Sample Partner ${index + 100}`,
  }));
  const award = content.awards.awards[0]!;
  const extraAwards = Array.from({ length: 50 - content.awards.awards.length }, (_, index) => ({
    ...award,
    title: sampleText(`Sample Award ${index + 1}`, `নমুনা পুরস্কার ${index + 1}`, `नमूना पुरस्कार ${index + 1}`),
  }));
  const event = content.events.events[0]!;
  const extraEvents = Array.from({ length: 50 - content.events.events.length }, (_, index) => ({
    ...event,
    title: sampleText(`Sample Event ${index + 1}`, `নমুনা অনুষ্ঠান ${index + 1}`, `नमूना इवेंट ${index + 1}`),
  }));

  const grown = {
    branches: { ...content.branches, offices: [...content.branches.offices, ...extraOffices] },
    stores: { ...content.stores, hpWorld: [...content.stores.hpWorld, ...extraStores] },
    brands: { ...content.brands, brands: [...content.brands.brands, ...extraBrands] },
    openings: { ...content.openings, openings: [...content.openings.openings, ...extraOpenings] },
    partners: { ...content.partners, partners: [...content.partners.partners, ...extraPartners] },
    awards: { ...content.awards, awards: [...content.awards.awards, ...extraAwards] },
    events: { ...content.events, events: [...content.events.events, ...extraEvents] },
  } satisfies Partial<SiteContent>;

  return Object.fromEntries(
    Object.entries(grown).map(([name, document]) => {
      const collection = name as CollectionName;
      return [
        collection,
        withAddedTranslations(collection, document, content[collection], addedTranslations),
      ];
    }),
  ) as typeof grown;
}

/**
 * The grown document with a translation, in each language, of every text the sample document
 * did not have: the numbered sample text's, or else the translation the sample gives the same
 * English text (the copied special days, descriptions and requirements).
 */
function withAddedTranslations<Document extends object>(
  collection: CollectionName,
  grown: Document,
  sample: unknown,
  addedTranslations: ReadonlyMap<string, Record<TranslatedLanguage, string>>,
): Document {
  const schema = collectionJsonSchemas()[collection];
  const translations = { ...translationsOf(grown) };
  for (const language of translatedLanguages) {
    const sampleTranslations = translationsOf(sample)[language] ?? {};
    const sampleTranslationOf = new Map(
      translatableTexts(schema, sample).map(({ key, text }) => [text, sampleTranslations[key]]),
    );
    const texts = { ...translations[language] };
    for (const { key, text } of missingTranslations(schema, grown, language)) {
      const translation = addedTranslations.get(text)?.[language] ?? sampleTranslationOf.get(text);
      if (translation) texts[key] = translation;
    }
    translations[language] = texts;
  }
  const translated = { ...grown, [TRANSLATIONS_PROPERTY]: translations };
  // The bench times answers with ~1,000 entries in each language: none may fall back to English.
  for (const language of translatedLanguages) {
    const untranslated = missingTranslations(schema, translated, language);
    if (untranslated.length > 0) {
      throw new Error(
        `The grown ${collection} lack ${untranslated.length} ${language} translations, e.g. ${untranslated
          .slice(0, 3)
          .map(({ key }) => key)
          .join(', ')}`,
      );
    }
  }
  return translated;
}

/** Publishes each grown collection through the admin's content API. */
export async function publishContent(serverUrl: string, token: string, collections: Partial<SiteContent>) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (const [name, document] of Object.entries(collections)) {
    const current = await fetch(`${serverUrl}/api/content/${name}`, { headers });
    const { revision } = ((await current.json()) as { data: { revision: number } }).data;
    const response = await fetch(`${serverUrl}/api/content/${name}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ document, baseRevision: revision }),
    });
    if (!response.ok)
      throw new Error(`publishing ${name} answered ${response.status}: ${await response.text()}`);
  }
}
