// Reading a question written in Bengali or Devanagari script (issue 48): which offices, stores,
// places and brands it names, and what it wants to know of them. The names come from the content
// in all three languages (its translations) and from the gazetteer through a loose spelling key;
// only the words for what is asked are a table here, and the weekday names come from the pages'
// own phrasebook.

import { contentInLanguage } from '#content/content-in-language.js';
import type { Branch, Brand, Opening, SiteContent, Store } from '#content/index.js';
import bengaliOpeningWords from '#content/interface-text/bn/opening-hours.json' with { type: 'json' };
import hindiOpeningWords from '#content/interface-text/hi/opening-hours.json' with { type: 'json' };
import { type Weekday, weekdays, weekdayTitles } from '#content/opening-time.js';
import { kindsNotSupplied } from '#server/services/chat/knowledge/carried-kinds.js';
import type { NearbyCategory } from '#server/services/chat/knowledge/product-categories.js';
import { type IndianPlace, indianPlaces } from '#server/services/places/indian-places.js';
import { defaultLanguageOf, siteLanguages } from '#shared/languages.js';
import type { AskedDate } from './asked-moment.js';
import type { NamedFestival } from './festival-names.js';
import {
  type AskedFact,
  continuationWords,
  loanwordSpelling,
  pastWhenWords,
  placePostpositions,
} from './indic-words.js';
import {
  askedFactsIn,
  brandsNamedIn,
  buyingAsked,
  dropFactsInNames,
  leansOnEarlier,
  notCarriedIn,
  storeOwnName,
} from './message-asks.js';
import { comparable, type IndicLanguage, looseKey } from './message-script.js';
import { type BrandProducts, brandProductWords, productsNamedIn } from './product-words.js';

export type { AskedFact } from './indic-words.js';

/** A store's own name found by a spelling key only when the key is this long: short keys name too much. */
const MIN_STORE_KEY_LENGTH = 4;

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
  /** Where in the question each fact is first asked: several asks are answered in that order. */
  factPositions: ReadonlyMap<AskedFact, number>;
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
  /** The brands the question names ('এইচপি', 'लेनोवो', 'HP'). */
  brands: readonly Brand[];
  /** The brands whose products the question names, with those products ('সিসিটিভি ক্যামেরা' → CP PLUS). */
  brandsOfProducts: readonly BrandProducts[];
  /** Where the question names each of its offices and stores: the asks about them are answered in that order. */
  mentions: ReadonlyMap<Branch | Store, number>;
  /** A kind of product we do not sell, and the question's words for it ('সোলার প্যানেল'). */
  notCarried: { category: NearbyCategory; words: string } | undefined;
  /** Whether it leans on an earlier turn: a pronoun, "there", or "and …" first ('ওটা', 'और उनका'). */
  leans: boolean;
  /** Whether it asks the helpline ('হেল্পলাইন', 'हेल्पलाइन', 'helpline'), an office's number apart from its phone. */
  helpline?: boolean;
  /** A time of day and a calendar date it asks about ('দুপুর ৩টায়', '২ জানুয়ারি'), read by the hours answers. */
  moment?: { minute: number | undefined; date: AskedDate | undefined };
  /** A festival it names ('দুর্গাপুজোয়'), read by the answers with the content's special days. */
  festival?: NamedFestival | undefined;
  /** Brands it names that we do not carry ('Dell'), read by the answers with the lexicon. */
  foreignBrands?: readonly string[];
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
  // A store's own name ('Gariahat', not its town) by its loose spelling key, for a question that
  // spells it otherwise than the translation ('गरियाहाट' beside the page's 'गड़ियाहाट').
  const storeKeys = stores.flatMap((store) => {
    const own = storeOwnName(store.name);
    const key = looseKey(own);
    const words = own.split(/\s+/).filter((word) => word !== '').length;
    return key.length >= MIN_STORE_KEY_LENGTH && key !== looseKey(store.city) ? [{ store, key, words }] : [];
  });
  const openingSpellings = content.openings.openings.map((opening, position) => ({
    opening,
    spellings: spellings((inLanguage) => [inLanguage.openings.openings[position]?.title]),
    // The title's words by their loose keys, as each other language writes it (without what it
    // says in brackets): 'ऑपरेशन्स' and 'ऑपरेशंस', or 'অপারেশনস', name the same opening.
    keys: translatedContents.flatMap((inLanguage) => {
      const title = inLanguage.openings.openings[position]?.title.replace(/\([^)]*\)/g, '') ?? '';
      const keys = wordsIn(title).map(titleKey);
      return keys.length > 0 && keys.join('').length >= MIN_TITLE_KEY_LENGTH ? [keys] : [];
    }),
  }));
  const stateKeys = [...new Set(offices.map((office) => office.state))].map((state) => ({
    state,
    key: looseKey(state),
  }));
  /** The stores whose own name's key a run of the question's words has, or a word without its Bengali case ending. */
  const storesByKey = (words: readonly string[], stems: readonly string[]) =>
    storeKeys
      .filter(({ key, words: length }) =>
        [...wordRuns(words, length), ...stems].some((run) => looseKey(run) === key),
      )
      .map(({ store }) => store);
  const placeKeys = indianPlaces.map((place) => ({ place, key: looseKey(place.name) }));
  const productWords = brandProductWords(content, translatedContents);

  return function read(message: string, language: IndicLanguage): IndicReading {
    const text = comparable(message);
    const words = text.split(/[^\p{L}\p{M}\d-]+/u).filter((word) => word !== '');
    // 'HP World-এর': the Latin word before a Bengali case ending written after a hyphen.
    const latinWords = words.flatMap((word) => word.split('-')).filter((word) => /^[a-z]+$/.test(word));
    const factPositions = askedFactsIn(text, language, latinWords);
    const wordKeys = wordsIn(text).map(titleKey);
    const namedOpenings = openingSpellings.filter(
      ({ spellings, keys }) =>
        spellings.some((spelling) => text.includes(spelling)) ||
        keys.some((titleKeys) => containsRun(wordKeys, titleKeys)),
    );
    dropFactsInNames(
      factPositions,
      text,
      namedOpenings.flatMap(({ spellings }) => spellings),
    );
    const facts = new Set(factPositions.keys());
    const originals = message
      .normalize('NFC')
      .split(/[^\p{L}\p{M}\d]+/u)
      .filter((word) => word !== '');
    const spellings = loanwordSpelling(message);
    // 'লেনোভোর' ("Lenovo's"): a brand is also read without a Bengali case ending.
    const stemsOf = (text: string) => (language === 'bn' ? withoutCaseEndings(text) : []);
    const stems = stemsOf(message).flatMap(loanwordSpelling);

    // A store named after its town ('HP World Patna') is named by the town only with a store word.
    const spelledStores = storeSpellings
      .filter(({ spellings, citySpellings }) =>
        spellings.some(
          (spelling) => spelling !== '' && !citySpellings.includes(spelling) && text.includes(spelling),
        ),
      )
      .map(({ store }) => store);
    const namedStores = spelledStores.length > 0 ? spelledStores : storesByKey(originals, stemsOf(message));
    const namedOffices = officeSpellings
      .filter(({ spellings }) => spellings.some((spelling) => text.includes(spelling)))
      .map(({ office }) => office);
    // 'ओडिशा में आपकी ब्रांच': a branch asked of by its state is each of our offices there.
    if (namedOffices.length === 0 && factPositions.has('office')) {
      const forms = wordsIn(message.normalize('NFC')).flatMap((word) =>
        language === 'bn' ? [word, ...withoutCaseEndings(word)] : [word],
      );
      const formKeys = new Set(forms.map((form) => looseKey(comparable(form))));
      const states = stateKeys.filter(({ key }) => key.length >= MIN_STATE_KEY_LENGTH && formKeys.has(key));
      namedOffices.push(...offices.filter((office) => states.some(({ state }) => state === office.state)));
    }
    const cityStores = storeSpellings
      .filter(({ citySpellings }) => citySpellings.some((spelling) => text.includes(spelling)))
      .map(({ store }) => store);
    // 'HP World' names the stores.
    if (latinWords.includes('world')) facts.add('store');
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
    // 'হাওড়ার HP World': a store's word with its town asks the store, not the branch of that town,
    // unless a branch is asked too ('হাওড়ার শাখা আর HP World').
    if (storesNamed.length > 0 && !factPositions.has('office'))
      for (const office of [...namedOffices])
        if (storesNamed.some((store) => store.city === office.city))
          namedOffices.splice(namedOffices.indexOf(office), 1);
    const elsewhere = namedOffices.length === 0 && storesNamed.length === 0 ? found : undefined;

    const weekday = weekdays.find((day) =>
      text.includes(comparable(openingWords[language][weekdayTitles[day]] ?? '')),
    );
    if (weekday) facts.add('hours');
    // The order of the places and stores is the question's ('Patna and Ranchi').
    // A store named after its town is named where the town is nearest the store's words ('HP World').
    const storeCue = Math.max(
      text.indexOf('world'),
      ...(factPositions.has('store') ? [factPositions.get('store') ?? -1] : []),
    );
    const mentionOf = (item: Branch | Store) => {
      const named =
        officeSpellings.find(({ office }) => office === item)?.spellings ??
        storeSpellings.flatMap(({ store, spellings, citySpellings }) =>
          store === item ? [...spellings, ...citySpellings] : [],
        );
      const positions = named.flatMap((spelling) =>
        [...text.matchAll(new RegExp(escapeRegExp(spelling), 'g'))].map((match) => match.index),
      );
      if (positions.length === 0) return text.length;
      if (storeCue < 0 || !stores.includes(item as Store)) return Math.min(...positions);
      return positions.reduce((best, at) =>
        Math.abs(at - storeCue) < Math.abs(best - storeCue) ? at : best,
      );
    };
    const byMention = <Item extends Branch | Store>(items: Item[]) =>
      items.sort((a, b) => mentionOf(a) - mentionOf(b));
    const orderedOffices = byMention(namedOffices);
    const orderedStores = byMention(storesNamed);
    const brands = brandsNamedIn(content, [...spellings, ...stems]);
    const notCarried = notCarriedIn(spellings, originals, kindsNotSupplied(content));
    const brandsOfProducts = productsNamedIn(message, stemsOf, productWords);
    const buysOfOurs =
      brands.length > 0 ||
      brandsOfProducts.length > 0 ||
      notCarried !== undefined ||
      orderedOffices.length > 0 ||
      orderedStores.length > 0 ||
      elsewhere !== undefined ||
      (['products', 'brands', 'store', 'office', 'dealer'] as const).some((fact) => facts.has(fact));
    buyingAsked(factPositions, buysOfOurs);
    facts.delete('buy');
    if (factPositions.has('quote')) facts.add('quote');

    return {
      language,
      facts,
      factPositions,
      brands,
      notCarried,
      leans: leansOnEarlier(words, language, factPositions),
      offices: orderedOffices,
      stores: orderedStores,
      mentions: new Map([...orderedOffices, ...orderedStores].map((item) => [item, mentionOf(item)])),
      elsewhere,
      weekday,
      openings: namedOpenings.map(({ opening }) => opening),
      brandsOfProducts,
    };
  };
}

export type IndicReader = ReturnType<typeof buildIndicReader>;

/** Every run of `length` consecutive words, joined by a space. */
function wordRuns(words: readonly string[], length: number): string[] {
  return words
    .slice(0, Math.max(0, words.length - length + 1))
    .map((_word, start) => words.slice(start, start + length).join(' '));
}

/** A gazetteer place named by one of the words, a Bengali case ending taken off if need be. */
function placeIn(
  words: readonly string[],
  language: IndicLanguage,
  placeKeys: readonly { place: IndianPlace; key: string }[],
): IndicReading['elsewhere'] {
  const conjunctions = new Set(continuationWords[language].map((word) => word.normalize('NFC')));
  const pastMarks = new Set(pastWhenWords[language].past.map((word) => word.normalize('NFC')));
  const postpositions = new Set(placePostpositions[language].map((word) => word.normalize('NFC')));
  for (const [position, word] of words.entries()) {
    // 'আর' ("and") is not the town of Arrah.
    if (/^[a-z\d-]*$/i.test(word) || conjunctions.has(word)) continue;
    // 'खराब हो गया' ("broke down") is not the town of Gaya: a verb of the past names a town only
    // at the start of the message (Hindi puts its verbs last) or with a postposition after it.
    const next = words.slice(position + 1).find((following) => following !== '');
    if (pastMarks.has(word) && position > 0 && !(next && postpositions.has(next))) continue;
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

/** A title's loose key shorter than this ('ডেটা' alone) names no opening by its sound. */
const MIN_TITLE_KEY_LENGTH = 4;
/** A state's loose key shorter than this is too like other words to name it. */
const MIN_STATE_KEY_LENGTH = 3;

/**
 * A word's loose key with its voiced stops unvoiced: a loanword's g and k, d and t are written
 * either way ('एग्ज़ीक्यूटिव', 'एक्ज़ीक्यूटिव').
 */
function titleKey(word: string): string {
  return looseKey(word).replace(/g/g, 'k').replace(/d/g, 't');
}

function wordsIn(text: string): string[] {
  return text.split(/[^\p{L}\p{M}\d]+/u).filter((word) => word !== '');
}

/** Whether `run` appears in `items` as consecutive items. */
function containsRun(items: readonly string[], run: readonly string[]): boolean {
  for (let start = 0; start + run.length <= items.length; start++)
    if (run.every((item, offset) => items[start + offset] === item)) return true;
  return false;
}

/** The words of a Bengali sentence that end in a case ending, without it ('সিসিটিভির' → 'সিসিটিভি'). */
function withoutCaseEndings(sentence: string): string[] {
  return sentence
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\d]+/u)
    .flatMap((word) =>
      bengaliPlaceEndings
        .map((ending) => ending.normalize('NFC'))
        .filter((ending) => word.endsWith(ending) && word.length > ending.length + 1)
        .map((ending) => word.slice(0, -ending.length)),
    );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
