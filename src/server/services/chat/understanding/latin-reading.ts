// A question in Latin script (Banglish, Hinglish, English) read into the same shape as one in
// Bengali or Devanagari script (issue 48), so that asked on a Bengali or Hindi page it can be
// answered with the same sentences in the page's language. The words are read by the English
// understanding (the lexicon: spellings, Banglish and Hinglish words, places, stores, brands).

import type { SiteContent } from '#content/index.js';
import { type Weekday, weekdays } from '#content/opening-time.js';
import { kindsNotSupplied } from '#server/services/chat/knowledge/carried-kinds.js';
import type { IndicReading } from './indic-reading.js';
import type { Lexicon } from './lexicon.js';
import {
  askedFactsIn,
  brandsNamedIn,
  buyingAsked,
  dropFactsInNames,
  leansOnEarlier,
  notCarriedIn,
} from './message-asks.js';
import type { IndicLanguage } from './message-script.js';

/** "What do you do": in English, Banglish ('kaj koren') and Hinglish ('kaam karte'). */
const whatWeDo = /\bwhat do you do\b|\b(kaj|kaam) (koren|karen|karte|karo)\b/;

/**
 * Banglish and Hinglish words for pay that the lexicon reads as other words ('maine' → 'main');
 * 'maine' is Bengali's "pay" but Hindi's "I (did)".
 */
const payWords: Record<IndicLanguage, readonly string[]> = {
  bn: ['maine', 'mainey', 'mahine', 'mahina'],
  hi: ['mahina'],
};

/** Reads a Latin-script message for an answer in `language`. */
export function readLatin(
  message: string,
  language: IndicLanguage,
  lexicon: Lexicon,
  content: SiteContent,
): IndicReading {
  // The lexicon puts Banglish and Hinglish words in English ('oder' their, 'kimat' price), by the
  // same table the English answers read them with.
  const written = message.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  const text = lexicon.read(written.join(' '));
  const words = text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  const factPositions = askedFactsIn(text, language, words);
  const openings = content.openings.openings.filter((opening) => text.includes(opening.title.toLowerCase()));
  dropFactsInNames(
    factPositions,
    text,
    openings.map((opening) => opening.title.toLowerCase()),
  );
  const pay = written.find((word) => payWords[language].includes(word.toLowerCase()));
  if (pay && !factPositions.has('salary')) {
    factPositions.set('salary', message.toLowerCase().indexOf(pay.toLowerCase()));
    factPositions.delete('count');
  }
  if (/\bhow many\b/.test(text)) factPositions.set('count', text.indexOf('how many'));
  // "What work do you do?" asks our services, not our jobs ('ki kaj koren', 'kya kaam karte ho').
  const asksWork = whatWeDo.exec(message.toLowerCase());
  if (asksWork) {
    factPositions.delete('jobs');
    factPositions.set('services', asksWork.index);
  }
  // What a Hinglish or Banglish question buys is not read here ('laptop kharidna hai'): any buying asks a quote.
  buyingAsked(factPositions, true);
  const facts = new Set(factPositions.keys());
  // 'HP World' names the stores.
  const asksStore = lexicon.mentionsStore(text) || words.includes('world');
  if (asksStore) facts.add('store');

  // A store named after its town ('HP World Patna') is named by the town only with a store word.
  const stores = lexicon
    .storesIn(text)
    .filter((store) => asksStore || !lexicon.placesIn(text).some((place) => place.name === store.city));
  const places = lexicon.placesIn(text);
  // "The Siliguri branch's number and the HP World store's there": a branch asked beside the store.
  const asksOfficeToo = factPositions.has('office');
  const offices = asksStore && !asksOfficeToo ? [] : places.flatMap((place) => lexicon.officesIn(place.name));
  const cityStores = asksStore ? places.flatMap((place) => lexicon.storesInPlace(place.name)) : [];
  const placeStores = stores.length > 0 ? stores : cityStores;
  const [firstPlace] = places;
  const elsewhere =
    offices.length === 0 && placeStores.length === 0 && firstPlace?.position
      ? { place: firstPlace.position, written: firstPlace.name, word: firstPlace.name }
      : undefined;
  const weekday = weekdays.find((day): day is Weekday => new RegExp(`\\b${day}\\b`).test(text));
  if (weekday) facts.add('hours');

  return {
    language,
    facts,
    factPositions,
    offices,
    stores: placeStores,
    mentions: new Map(
      [...offices, ...placeStores].map((item) => [item, text.indexOf(item.city.toLowerCase())]),
    ),
    elsewhere,
    weekday,
    openings,
    brands: brandsNamedIn(content, words),
    brandsOfProducts: [],
    notCarried: notCarriedIn(words, words, kindsNotSupplied(content)),
    leans: leansOnEarlier(words, 'latin', factPositions),
  };
}
