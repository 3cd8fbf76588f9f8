import type { Branch, SiteContent, Store } from '#content/index.js';
import { officesHeadFirst } from '#content/index.js';
import { weekdays } from '#content/opening-time.js';
import type { KnowledgeIndex } from '#server/services/chat/knowledge/knowledge-index.js';
import {
  nearbyCategories,
  otherItServices,
  tradesOutsideIt,
} from '#server/services/chat/knowledge/product-categories.js';
import {
  distanceKm as distanceBetween,
  type IndianPlace,
  indianPlaces,
  placeNames,
} from './indian-places.js';
import { breakWords, storeWords } from './question-intents.js';
import { createSpellingCorrector } from './spelling.js';
import { normaliseWording, otherBrands } from './vocabulary.js';

/** Messages remembered as read, per content version; bounded so odd input cannot grow it without end. */
const MAX_REMEMBERED_MESSAGES = 1_000;

/** What a name in a question stands for; a follow-up replaces a name of the same kind. */
export type EntityKind = 'place' | 'store' | 'brand' | 'opening';

/** Names of one kind (towns, or brands we carry) a question lists together, and where the list sits in its text. */
export type NameList = {
  /** Each name as the question spells it, in order. */
  spellings: string[];
  start: number;
  end: number;
};

/** A town named in a question, with its position when the gazetteer knows it. */
export type NamedPlace = { name: string; position: IndianPlace | undefined };

/** An office or store with how far it is from the place asked about, when both positions are known. */
export type Located<Item> = { item: Item; distanceKm: number | undefined };

/**
 * 'HP World Salt Lake (sample)' → 'salt lake': the words that tell one store from another, that
 * is its name without what it says in brackets and the words every store's name shares.
 */
function storeCallName(store: Store, sharedWords: ReadonlySet<string>): string {
  return wordsOf(store.name.replace(/\(.*?\)/g, ''))
    .filter((word) => !sharedWords.has(word))
    .join(' ');
}

/** Where an office or a store is, as the content gives it. */
type Locality = { city: string; state: string };

/** Whether an office or a store is in a place: the town it is in, or its state. */
function isIn(item: Locality, place: string): boolean {
  const name = place.trim().toLowerCase();
  return item.city.trim().toLowerCase() === name || item.state.trim().toLowerCase() === name;
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A phrase as whole words: not inside a longer word. */
function wholePhrasePattern(phrase: string, flags: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, flags);
}

/** A matcher of a phrase as whole words, compiled once per content version. */
function phraseMatcher(phrase: string): (text: string) => boolean {
  const pattern = wholePhrasePattern(phrase, 'u');
  return (text) => text.includes(phrase) && pattern.test(text);
}

/**
 * The whole words a pattern spells out ('tables' of /\b(chairs?|tables?)\b/): English words the
 * assistant's own tables name, known as they are typed and so never corrected into another word.
 */
function wordsSpelledIn(pattern: RegExp): string[] {
  return pattern.source.match(/(?<=\\b|\(|\||\s)[a-z]{3,}?(?=s?\??(?:\\b|\)|\||\s))/g) ?? [];
}

/** Words of the kinds of product and trade the assistant answers no to ('tables', 'scooters'). */
const notOurTradeWords = new Set(
  [...nearbyCategories, ...tradesOutsideIt, ...otherItServices].flatMap(({ pattern }) =>
    wordsSpelledIn(pattern).flatMap((word) => [word, `${word}s`]),
  ),
);

/** An English adverb of manner or degree: a word ending in -ly ('roughly', 'exactly'). */
const adverbOfManner = /^[a-z]{4,}ly$/;

/** What joins the names of a list: commas, slashes and 'and'/'or' in English, Hindi and Bengali ('X and the Y'). */
const listSeparator = /^\s*(?:,|\/|&|\band\b|\bor\b|\baur\b|\bya\b|\bar\b|\bebong\b|\bo\b|\bthe\b|\s)+\s*$/u;
/**
 * The names the assistant recognises in a question, from the published content (offices,
 * stores, brands, openings) and from general knowledge (towns of India, other brands), and the
 * spelling corrector that knows them.
 */
export function buildLexicon(content: SiteContent, index: KnowledgeIndex) {
  const offices = officesHeadFirst(content);
  const stores = content.stores.hpWorld;
  const carriedBrands = [
    ...content.brands.brands.flatMap((brand) => [brand.name, brand.slug]),
    ...content.partners.partners.map((partner) => partner.name),
  ].map((name) => name.toLowerCase());
  const foreignBrands = otherBrands.filter((brand) => !carriedBrands.includes(brand.toLowerCase()));
  // The towns and the states of our offices and stores: 'a branch in Jharkhand' asks of the
  // offices whose state the content gives as Jharkhand. A town is found before its state.
  const contentPlaces = [
    ...new Set([...offices, ...stores].flatMap((item) => item.city)),
    ...new Set([...offices, ...stores].flatMap((item) => item.state)),
  ];
  const places: NamedPlace[] = [
    ...indianPlaces.map((place) => ({ name: place.name, position: place })),
    ...contentPlaces
      .filter((name) => !indianPlaces.some((place) => place.name.toLowerCase() === name.toLowerCase()))
      .map((name) => ({ name, position: undefined })),
  ];
  const placeSpellings = places.flatMap((place) =>
    (place.position ? placeNames(place.position) : [place.name.toLowerCase()]).map((spelling) => ({
      spelling,
      matches: phraseMatcher(spelling),
      place,
    })),
  );
  // What a question may list to ask the same of each: towns, the brands we carry, and the openings
  // ("the salary of the senior accountant and the data analyst").
  const listableNames: { spelling: string; named: object; kind: EntityKind }[] = [
    ...placeSpellings.map(({ spelling, place }) => ({ spelling, named: place, kind: 'place' as const })),
    ...content.brands.brands.map((brand) => ({
      spelling: brand.name.toLowerCase(),
      named: brand,
      kind: 'brand' as const,
    })),
    ...content.openings.openings.map((opening) => ({
      spelling: opening.title.toLowerCase(),
      named: opening,
      kind: 'opening' as const,
    })),
  ];
  // The words every store's name shares ('hp', 'world'): they name the kind of store, not a
  // topic. What a name says in brackets ('(sample)') is not how visitors name a store.
  const [firstStore, ...otherStores] = stores.map((store) => wordsOf(store.name.replace(/\(.*?\)/g, '')));
  const storeNameWords = new Set(
    (firstStore ?? []).filter((word) => otherStores.every((words) => words.includes(word))),
  );

  const storeMatchers = stores.map((store) => ({
    store,
    matches: phraseMatcher(storeCallName(store, storeNameWords)),
  }));
  const foreignBrandMatchers = foreignBrands.map((brand) => ({
    brand,
    matches: phraseMatcher(brand.toLowerCase()),
  }));

  const entityKinds = new Map<string, EntityKind>();
  const addEntity = (text: string, kind: EntityKind) => {
    for (const word of wordsOf(text)) if (!entityKinds.has(word)) entityKinds.set(word, kind);
  };
  for (const store of stores) addEntity(storeCallName(store, storeNameWords), 'store');
  for (const { spelling } of placeSpellings) addEntity(spelling, 'place');
  for (const brand of [...carriedBrands, ...foreignBrands]) addEntity(brand, 'brand');
  for (const opening of content.openings.openings) addEntity(opening.title, 'opening');

  // The dictionary of misspellings: the content's own words, the names the assistant knows and
  // the weekdays and the words for a break that a question of hours names ('satrday', 'lunch',
  // not 'launch'). The words of what we do not sell are known too: 'tables' is a word of its own,
  // not a misspelling of 'tablets'.
  const dictionary = new Map(index.vocabulary);
  for (const word of [...entityKinds.keys(), ...weekdays, ...breakWords])
    dictionary.set(word, (dictionary.get(word) ?? 0) + 1);
  const correct = createSpellingCorrector(
    dictionary,
    (word) =>
      entityKinds.has(word) || index.knows(word) || notOurTradeWords.has(word) || dictionary.has(word),
  );

  /**
   * A word as the facts spell it: itself when known or a filler, else its nearest dictionary word;
   * an adverb the content never uses is left out.
   */
  function correctWord(word: string): string {
    const term = index.termsOf(word)[0];
    if (term === undefined) return word;
    const corrected = correct(word);
    if (corrected !== word) return corrected;
    // 'roughly', 'approximately': an -ly word the content does not know says how the visitor asks,
    // not what about ("how many branches and roughly how many brands?" asks two counts).
    if (adverbOfManner.test(word) && !dictionary.has(word)) return '';
    // 'brnads' is two edits from 'brands' but one from 'brand': try the word without its plural.
    const correctedTerm = term === word ? term : correct(term);
    return correctedTerm === term ? word : correctedTerm;
  }

  const mentionsStoreName =
    storeNameWords.size > 0 ? phraseMatcher([...storeNameWords].join(' ')) : () => false;
  const showcaseWords = wordsOf(content.retailPage.lenovoStore.title).filter(
    (word) => !storeWords.test(word),
  );

  const readMessages = new Map<string, string>();
  // Other names of a brand ('western digital') read as the brand's own name ('wd').
  const brandAliases = content.brands.brands.flatMap((brand) =>
    (brand.otherNames ?? []).map((otherName) => ({
      pattern: new RegExp(
        `(?<![\\p{L}\\p{N}])${escapeRegExp(otherName.toLowerCase())}(?![\\p{L}\\p{N}])`,
        'gu',
      ),
      name: brand.name.toLowerCase(),
    })),
  );

  const positionOf = (city: string) =>
    indianPlaces.find((candidate) => candidate.name.toLowerCase() === city.trim().toLowerCase());

  return {
    /** The word as the facts spell it, when it is a near miss of a word of the content or a name. */
    correct,
    /** A visitor's message in the facts' words: lower case, phrases mapped, misspellings corrected. */
    read(message: string): string {
      // One answer reads a message several times (each ask, each later turn's context).
      const known = readMessages.get(message);
      if (known !== undefined) return known;
      const read = brandAliases
        .reduce((text, { pattern, name }) => text.replace(pattern, name), normaliseWording(message))
        .replace(/[\p{L}\p{N}]+/gu, correctWord);
      if (readMessages.size >= MAX_REMEMBERED_MESSAGES) readMessages.clear();
      readMessages.set(message, read);
      return read;
    },
    entityKind: (term: string) => entityKinds.get(term),
    /** Whether a term is one of the words all store names share ('hp world'). */
    isStoreNameWord: (term: string) => storeNameWords.has(term),
    /** Whether a question is about a store: a word for one, or the name the stores share. */
    mentionsStore: (text: string) => storeWords.test(text) || mentionsStoreName(text),
    /**
     * Whether a question is about the showcase store of the retail page ('Lenovo Exclusive
     * Store'): two words of its title, or one with a word for a store.
     */
    mentionsShowcaseStore(text: string): boolean {
      const named = showcaseWords.filter((word) => new RegExp(`\\b${word}\\b`).test(text)).length;
      return named >= 2 || (named === 1 && storeWords.test(text));
    },
    /** The towns a (normalised) question names, each once. */
    placesIn(text: string): NamedPlace[] {
      const found = placeSpellings.filter(({ matches }) => matches(text));
      return [...new Set(found.map(({ place }) => place))];
    },
    /**
     * The names of one kind a (normalised) question lists ("durgapur and asansol", "patna, ranchi
     * or gaya", "lenovo aur asus"): each with its spelling, in order, and where the list starts
     * and ends in the text; undefined unless two or more are listed. Names apart ("hp world salt
     * lake in kolkata") or of two kinds are not a list.
     */
    nameListIn(text: string): NameList | undefined {
      const mentions = listableNames
        .filter(({ spelling }) => text.includes(spelling))
        .flatMap(({ spelling, named, kind }) =>
          [...text.matchAll(wholePhrasePattern(spelling, 'gu'))].map((match) => ({
            named,
            kind,
            spelling,
            start: match.index,
            end: match.index + spelling.length,
          })),
        )
        // The longest spelling at a position wins ('salt lake' over 'salt').
        .sort((a, b) => a.start - b.start || b.end - a.end)
        .filter((mention, position, all) => position === 0 || mention.start >= all[position - 1]!.end);
      let list = mentions.slice(0, 1);
      for (const mention of mentions.slice(1)) {
        const previous = list.at(-1)!;
        const joined =
          listSeparator.test(text.slice(previous.end, mention.start)) && mention.kind === previous.kind;
        if (joined && mention.named !== previous.named) list.push(mention);
        else if (list.length >= 2) break;
        else list = [mention];
      }
      if (list.length < 2) return undefined;
      return {
        spellings: list.map(({ spelling }) => spelling),
        start: list[0]!.start,
        end: list.at(-1)!.end,
      };
    },
    /** The stores a question names by their own name ('Salt Lake', 'Patna' with 'HP World'). */
    storesIn(text: string): Store[] {
      return storeMatchers.filter(({ matches }) => matches(text)).map(({ store }) => store);
    },
    /** Brands of the trade that the content does not list. */
    foreignBrandsIn(text: string): string[] {
      return foreignBrandMatchers.filter(({ matches }) => matches(text)).map(({ brand }) => brand);
    },
    /** The offices in a town or a state. */
    officesIn(place: string): Branch[] {
      return offices.filter((office) => isIn(office, place));
    },
    /** The stores in a town or a state. */
    storesInPlace(place: string): Store[] {
      return stores.filter((store) => isIn(store, place));
    },
    /**
     * The offices (or stores) in a place, or else the nearest to it, with their distance: those
     * in it first, then the rest by distance; empty when the place has none and no position.
     */
    inOrNearest<Item extends Locality>(items: readonly Item[], place: NamedPlace): Located<Item>[] {
      const inPlace = items.filter((item) => isIn(item, place.name));
      if (inPlace.length > 0) return inPlace.map((item) => ({ item, distanceKm: 0 }));
      const from = place.position;
      if (!from) return [];
      return items
        .flatMap((item) => {
          const position = positionOf(item.city);
          return position ? [{ item, distanceKm: distanceBetween(from, position) }] : [];
        })
        .sort((a, b) => a.distanceKm - b.distanceKm);
    },
    /** The offices (or stores) nearest a town, nearest first; empty when the town's position is unknown. */
    nearest<Item extends { city: string }>(items: readonly Item[], place: NamedPlace): Item[] {
      const from = place.position;
      if (!from) return [];
      const withDistance = items.flatMap((item) => {
        const position = positionOf(item.city);
        return position ? [{ item, distance: distanceBetween(from, position) }] : [];
      });
      return withDistance.sort((a, b) => a.distance - b.distance).map(({ item }) => item);
    },
    offices,
    stores,
  };
}

export type Lexicon = ReturnType<typeof buildLexicon>;
