import type { Branch, SiteContent, Store } from '#content/index.js';
import { officesHeadFirst } from '#content/index.js';
import {
  distanceKm as distanceBetween,
  type IndianPlace,
  indianPlaces,
  placeNames,
} from './indian-places.js';
import { createSpellingCorrector } from './spelling.js';
import { correctableWords, otherBrands } from './vocabulary.js';

/** What a name in a question stands for; a follow-up replaces a name of the same kind. */
export type EntityKind = 'place' | 'store' | 'brand' | 'opening';

/** A town named in a question, with its position when the gazetteer knows it. */
export type NamedPlace = { name: string; position: IndianPlace | undefined };

/** 'HP World Salt Lake (sample)' → 'salt lake': the words that tell one store from another. */
function storeCallName(store: Store): string {
  return store.name
    .replace(/\(.*?\)/g, '')
    .replace(/^hp world\s*/i, '')
    .trim()
    .toLowerCase();
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A matcher of a phrase as whole words, compiled once per content version. */
function phraseMatcher(phrase: string): (text: string) => boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
  return (text) => text.includes(phrase) && pattern.test(text);
}
/**
 * The names the assistant recognises in a question, from the published content (offices,
 * stores, brands, openings) and from general knowledge (towns of India, other brands), and the
 * spelling corrector that knows them.
 */
export function buildLexicon(content: SiteContent, indexKnows: (term: string) => boolean) {
  const offices = officesHeadFirst(content);
  const stores = content.stores.hpWorld;
  const carriedBrands = [
    ...content.brands.brands.flatMap((brand) => [brand.name, brand.slug]),
    ...content.partners.partners.map((partner) => partner.name),
  ].map((name) => name.toLowerCase());
  const foreignBrands = otherBrands.filter((brand) => !carriedBrands.includes(brand.toLowerCase()));
  const contentCities = [...new Set([...offices, ...stores].map((item) => item.city))];
  const places: NamedPlace[] = [
    ...indianPlaces.map((place) => ({ name: place.name, position: place })),
    ...contentCities
      .filter((city) => !indianPlaces.some((place) => place.name.toLowerCase() === city.toLowerCase()))
      .map((city) => ({ name: city, position: undefined })),
  ];
  const placeSpellings = places.flatMap((place) =>
    (place.position ? placeNames(place.position) : [place.name.toLowerCase()]).map((spelling) => ({
      spelling,
      matches: phraseMatcher(spelling),
      place,
    })),
  );
  const storeMatchers = stores.map((store) => ({ store, matches: phraseMatcher(storeCallName(store)) }));
  const foreignBrandMatchers = foreignBrands.map((brand) => ({
    brand,
    matches: phraseMatcher(brand.toLowerCase()),
  }));

  const entityKinds = new Map<string, EntityKind>();
  const addEntity = (text: string, kind: EntityKind) => {
    for (const word of wordsOf(text)) if (!entityKinds.has(word)) entityKinds.set(word, kind);
  };
  for (const store of stores) addEntity(storeCallName(store), 'store');
  for (const { spelling } of placeSpellings) addEntity(spelling, 'place');
  for (const brand of [...carriedBrands, ...foreignBrands]) addEntity(brand, 'brand');
  for (const opening of content.openings.openings) addEntity(opening.title, 'opening');

  const knownWords = new Set(entityKinds.keys());
  const correct = createSpellingCorrector([...entityKinds.keys(), ...correctableWords], {
    has: (word: string) => knownWords.has(word) || indexKnows(word),
  } as ReadonlySet<string>);

  return {
    /** The word as the facts spell it, when it is a near miss of a name or a common topic word. */
    correct,
    entityKind: (term: string) => entityKinds.get(term),
    /** The towns a (normalised) question names, each once. */
    placesIn(text: string): NamedPlace[] {
      const found = placeSpellings.filter(({ matches }) => matches(text));
      return [...new Set(found.map(({ place }) => place))];
    },
    /** The stores a question names by their own name ('Salt Lake', 'Patna' with 'HP World'). */
    storesIn(text: string): Store[] {
      return storeMatchers.filter(({ matches }) => matches(text)).map(({ store }) => store);
    },
    /** Brands of the trade that the content does not list. */
    foreignBrandsIn(text: string): string[] {
      return foreignBrandMatchers.filter(({ matches }) => matches(text)).map(({ brand }) => brand);
    },
    officesIn(city: string): Branch[] {
      return offices.filter((office) => office.city.toLowerCase() === city.toLowerCase());
    },
    storesInCity(city: string): Store[] {
      return stores.filter((store) => store.city.toLowerCase() === city.toLowerCase());
    },
    /** The offices (or stores) nearest a town, nearest first; empty when the town's position is unknown. */
    nearest<Item extends { city: string }>(items: readonly Item[], place: NamedPlace): Item[] {
      const from = place.position;
      if (!from) return [];
      const withDistance = items.flatMap((item) => {
        const position = indianPlaces.find(
          (candidate) => candidate.name.toLowerCase() === item.city.toLowerCase(),
        );
        return position ? [{ item, distance: distanceBetween(from, position) }] : [];
      });
      return withDistance.sort((a, b) => a.distance - b.distance).map(({ item }) => item);
    },
    offices,
    stores,
  };
}

export type Lexicon = ReturnType<typeof buildLexicon>;
