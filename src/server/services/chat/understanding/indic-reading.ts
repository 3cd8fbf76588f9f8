// Reading a question written in Bengali or Devanagari script (issue 48): which offices, stores,
// places and brands it names, and what it wants to know of them. The names come from the content
// in all three languages (its translations) and from the gazetteer through a loose spelling key;
// only the words for what is asked are a table here, and the weekday names come from the pages'
// own phrasebook.

import { contentInLanguage } from '#content/content-in-language.js';
import type { Branch, Opening, SiteContent, Store } from '#content/index.js';
import bengaliOpeningWords from '#content/interface-text/bn/opening-hours.json' with { type: 'json' };
import hindiOpeningWords from '#content/interface-text/hi/opening-hours.json' with { type: 'json' };
import { type Weekday, weekdays, weekdayTitles } from '#content/opening-time.js';
import { type IndianPlace, indianPlaces } from '#server/services/places/indian-places.js';
import { defaultLanguageOf, siteLanguages } from '#shared/languages.js';
import { comparable, type IndicLanguage, looseKey } from './message-script.js';

/** What a question can ask of the company's facts. */
export type AskedFact =
  | 'phone'
  | 'email'
  | 'address'
  | 'hours'
  | 'openNow'
  | 'count'
  | 'brands'
  | 'jobs'
  | 'hr'
  | 'quote'
  | 'store'
  | 'dealer';

/**
 * The words that say what is asked, in each script (Latin ones for words written in English
 * inside an Indic sentence: 'HR', 'email'). Compared nukta-free and in lower case, as parts of
 * words: 'খোল' is in 'খোলে' and 'খোলা'.
 */
const askedFactWords: Record<AskedFact, Record<IndicLanguage | 'latin', readonly string[]>> = {
  phone: { bn: ['ফোন', 'নম্বর', 'নাম্বার'], hi: ['फोन', 'नंबर', 'नम्बर'], latin: ['phone', 'number'] },
  email: { bn: ['ইমেল', 'ই-মেল', 'ইমেইল', 'মেইল'], hi: ['ईमेल', 'ई-मेल', 'मेल'], latin: ['email', 'mail'] },
  address: { bn: ['ঠিকানা', 'কোথায়'], hi: ['पता', 'कहाँ', 'कहां', 'किधर'], latin: ['address'] },
  hours: {
    bn: ['খোল', 'বন্ধ', 'কখন', 'সময়', 'টাইম'],
    hi: ['खुल', 'बंद', 'बजे', 'समय', 'कब', 'टाइम'],
    latin: ['timing'],
  },
  openNow: { bn: ['এখন'], hi: ['अभी'], latin: [] },
  count: { bn: ['কটা', 'কতগুলো', 'কয়টা', 'কয়টি', 'কতটি'], hi: ['कितनी', 'कितने'], latin: [] },
  brands: { bn: ['ব্র্যান্ড'], hi: ['ब्रांड'], latin: ['brand'] },
  jobs: {
    bn: ['চাকরি', 'নিয়োগ', 'ভ্যাকেন্সি', 'কেরিয়ার', 'আবেদন'],
    hi: ['नौकरी', 'जॉब', 'वैकेंसी', 'भर्ती', 'करियर', 'आवेदन'],
    latin: ['job', 'vacancy', 'career'],
  },
  hr: { bn: ['এইচআর'], hi: ['एचआर'], latin: ['hr'] },
  quote: {
    bn: ['কোটেশন', 'কিনতে', 'কিনব', 'দাম', 'অর্ডার'],
    hi: ['कोटेशन', 'खरीद', 'दाम', 'ऑर्डर', 'कीमत'],
    latin: ['quote', 'quotation'],
  },
  store: { bn: ['স্টোর', 'দোকান', 'শোরুম'], hi: ['स्टोर', 'दुकान', 'शोरूम'], latin: ['store', 'shop'] },
  dealer: {
    bn: ['ডিলার', 'রিসেলার', 'ডিস্ট্রিবিউটরশিপ'],
    hi: ['डीलर', 'रीसेलर', 'डिस्ट्रीब्यूटरशिप'],
    latin: ['dealer', 'dealership', 'reseller'],
  },
};

/** The pages' words for hours and weekdays in each language (the opening-hours phrasebook). */
export const openingWords: Record<IndicLanguage, Record<string, string>> = {
  bn: bengaliOpeningWords,
  hi: hindiOpeningWords,
};

/** Case endings a Bengali place name takes ('রাঁচিতে', 'রায়গঞ্জের'), longest first. */
const bengaliPlaceEndings = ['য়ের', 'তে', 'ের', 'কে', 'য়', 'র', 'এ', 'ে'];

export type IndicReading = {
  language: IndicLanguage;
  facts: ReadonlySet<AskedFact>;
  offices: readonly Branch[];
  stores: readonly Store[];
  /**
   * A place the company has no office or store in, found in the gazetteer by its loose spelling:
   * the place, its name as the question writes it ('গয়া' for Gaya), and the word it was found in
   * ('গয়াতে', "in Gaya").
   */
  elsewhere: { place: IndianPlace; written: string; word: string } | undefined;
  /** The weekday the question asks about ('রবিবার'). */
  weekday: Weekday | undefined;
  /** The openings the question names by their title in any language ('ডেটা অ্যানালিস্ট'). */
  openings: readonly Opening[];
  /** The brands whose products the question names ('সিসিটিভি ক্যামেরা' → CP). */
  brandsOfProducts: readonly string[];
};

/** The reader of Indic-script questions for one content revision. */
export function buildIndicReader(content: SiteContent) {
  const offices = content.branches.offices;
  const stores = content.stores.hpWorld;
  // The content as each other language's pages show it: the same lists in the same order.
  const translatedContents = siteLanguages
    .filter((language) => language !== defaultLanguageOf(siteLanguages))
    .map((language) => contentInLanguage(content, language.code).content);
  /** What `pick` reads from the content, in English and in every other language, comparable. */
  const spellings = (pick: (inLanguage: SiteContent) => readonly (string | undefined)[]) =>
    [content, ...translatedContents]
      .flatMap(pick)
      .filter((spelling): spelling is string => spelling !== undefined && spelling !== '')
      .map(comparable);
  const officeSpellings = offices.map((office, position) => ({
    office,
    spellings: spellings((inLanguage) => {
      const translated = inLanguage.branches.offices[position];
      return [translated?.name, translated?.city];
    }),
  }));
  const storeSpellings = stores.map((store, position) => ({
    store,
    spellings: spellings((inLanguage) => [inLanguage.stores.hpWorld[position]?.name]).map(storeOwnName),
    citySpellings: spellings((inLanguage) => [inLanguage.stores.hpWorld[position]?.city]),
  }));
  const openingSpellings = content.openings.openings.map((opening, position) => ({
    opening,
    spellings: spellings((inLanguage) => [inLanguage.openings.openings[position]?.title]),
  }));
  const placeKeys = indianPlaces.map((place) => ({ place, key: looseKey(place.name) }));
  const productWords = brandProductWords(content, translatedContents);

  return function read(message: string, language: IndicLanguage): IndicReading {
    const text = comparable(message);
    const words = text.split(/[^\p{L}\p{M}\d-]+/u).filter((word) => word !== '');
    const latinWords = new Set(words.filter((word) => /^[a-z]+$/.test(word)));
    const facts = new Set<AskedFact>();
    for (const [fact, byScript] of Object.entries(askedFactWords) as [
      AskedFact,
      (typeof askedFactWords)[AskedFact],
    ][]) {
      const indic = byScript[language].some((word) => text.includes(comparable(word)));
      const latin = byScript.latin.some((word) => latinWords.has(word) || latinWords.has(`${word}s`));
      if (indic || latin) facts.add(fact);
    }
    // "ई-मेल पता" is the e-mail address; "কটা পর্যন্ত খোলা" is until what time, not how many.
    if (facts.has('email')) facts.delete('address');
    if (facts.has('hours')) facts.delete('count');
    if (facts.has('openNow') && !facts.has('hours')) facts.delete('openNow');

    // A store named after its town ('HP World Patna') is named by the town only with a store word.
    const namedStores = storeSpellings
      .filter(({ spellings, citySpellings }) =>
        spellings.some(
          (spelling) => spelling !== '' && !citySpellings.includes(spelling) && text.includes(spelling),
        ),
      )
      .map(({ store }) => store);
    const namedOffices = officeSpellings
      .filter(({ spellings }) => spellings.some((spelling) => text.includes(spelling)))
      .map(({ office }) => office);
    const cityStores = storeSpellings
      .filter(({ citySpellings }) => citySpellings.some((spelling) => text.includes(spelling)))
      .map(({ store }) => store);
    // 'HP World' names the stores.
    if (latinWords.has('world')) facts.add('store');
    const storesNamed = [...(namedStores.length > 0 ? namedStores : facts.has('store') ? cityStores : [])];
    const found =
      namedOffices.length === 0 && storesNamed.length === 0 && cityStores.length === 0
        ? placeIn(message.normalize('NFC').split(/[^\p{L}\p{M}\d-]+/u), language, placeKeys)
        : undefined;
    // A town of ours spelt otherwise than its translation ('सिलिगुड़ी'): its office and stores.
    const inFoundTown = <Item extends { city: string }>(items: readonly Item[]) =>
      found ? items.filter((item) => item.city.toLowerCase() === found.place.name.toLowerCase()) : [];
    namedOffices.push(...inFoundTown(offices));
    if (facts.has('store')) storesNamed.push(...inFoundTown(stores));
    const elsewhere = namedOffices.length === 0 && storesNamed.length === 0 ? found : undefined;

    const weekday = weekdays.find((day) =>
      text.includes(comparable(openingWords[language][weekdayTitles[day]] ?? '')),
    );
    if (weekday) facts.add('hours');

    return {
      language,
      facts,
      offices: namedOffices,
      stores: storesNamed,
      elsewhere,
      weekday,
      openings: openingSpellings
        .filter(({ spellings }) => spellings.some((spelling) => text.includes(spelling)))
        .map(({ opening }) => opening),
      brandsOfProducts: brandsNamedBy(new Set(words), productWords),
    };
  };
}

export type IndicReader = ReturnType<typeof buildIndicReader>;

/** A store's name without what every store's has: 'HP World Gariahat (sample)' → 'Gariahat'. */
function storeOwnName(name: string): string {
  return name
    .replace(/\([^)]*\)/g, '')
    .replace(/hp world/i, '')
    .trim();
}

/** A gazetteer place named by one of the words, a Bengali case ending taken off if need be. */
function placeIn(
  words: readonly string[],
  language: IndicLanguage,
  placeKeys: readonly { place: IndianPlace; key: string }[],
): IndicReading['elsewhere'] {
  for (const word of words) {
    if (/^[a-z\d-]*$/i.test(word)) continue;
    // The name without its case ending first: 'পুরুলিয়ায়' is 'পুরুলিয়া' with "in".
    const stems =
      language === 'bn'
        ? bengaliPlaceEndings
            .map((ending) => ending.normalize('NFC'))
            .filter((ending) => word.endsWith(ending))
            .map((ending) => word.slice(0, -ending.length))
        : [];
    const forms = [...stems, word];
    for (const form of forms) {
      const key = looseKey(form);
      const found = placeKeys.find((candidate) => candidate.key === key);
      if (key !== '' && found) return { place: found.place, written: form, word };
    }
  }
  return undefined;
}

/**
 * Each brand with the words of its products' names in every language (three letters or more),
 * from the content and its translations (`translatedContents`, the same lists in the same order).
 */
function brandProductWords(
  content: SiteContent,
  translatedContents: readonly SiteContent[],
): { brand: string; words: Set<string> }[] {
  return content.brands.brands.map((brand, position) => {
    const names = [content, ...translatedContents].flatMap(
      (inLanguage) => inLanguage.brands.brands[position]?.products.map((product) => product.name) ?? [],
    );
    const words = names
      .flatMap((name) => comparable(name).split(/[^\p{L}\p{M}\d]+/u))
      .filter((word) => [...word].length >= 3);
    return { brand: brand.name, words: new Set(words.flatMap((word) => [word, word.replace(/s$/, '')])) };
  });
}

/** The brands that most of the question's words name products of; none when no word does. */
function brandsNamedBy(
  words: ReadonlySet<string>,
  productWords: ReturnType<typeof brandProductWords>,
): string[] {
  const scored = productWords.map(({ brand, words: brandWords }) => ({
    brand,
    score: [...brandWords].filter((word) => words.has(word)).length,
  }));
  const best = Math.max(0, ...scored.map(({ score }) => score));
  return best === 0 ? [] : scored.filter(({ score }) => score === best).map(({ brand }) => brand);
}
