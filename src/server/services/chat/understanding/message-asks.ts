// What a visitor's message asks and names, in any of the site's scripts (issue 48): the facts it
// asks and where, whether it leans on an earlier turn, the brands it names and a kind of product
// we do not sell. Shared by the readers of Indic-script and of Latin-script questions.

import type { Brand, SiteContent } from '#content/index.js';
import type { NearbyCategory } from '#server/services/chat/knowledge/product-categories.js';
import { looseNameKey } from '#server/services/places/indic-place-names.js';
import type { IndicReading } from './indic-reading.js';
import {
  type AskedFact,
  askedFactWords,
  companyWords,
  continuationWords,
  leaningWords,
  pastWhenWords,
  sinceWhenWords,
} from './indic-words.js';
import { comparable, type IndicLanguage } from './message-script.js';

/** Whether a reading names anything a follow-up could lean on. */
export function namesSomething(reading: IndicReading): boolean {
  return (
    reading.offices.length > 0 ||
    reading.stores.length > 0 ||
    reading.openings.length > 0 ||
    reading.brands.length > 0 ||
    reading.brandsOfProducts.length > 0 ||
    reading.elsewhere !== undefined
  );
}

/**
 * 'Sales Coordinator ki?' names an opening, and asks nothing of sales: a fact whose first word in
 * the text lies inside a name it names (`names`, spelt as in the text) is taken out.
 */
export function dropFactsInNames(
  factPositions: Map<AskedFact, number>,
  text: string,
  names: readonly string[],
): void {
  const spans = names.flatMap((name) =>
    name === ''
      ? []
      : [...text.matchAll(new RegExp(escapeForPattern(name), 'g'))].map((match) => ({
          start: match.index,
          end: match.index + name.length,
        })),
  );
  for (const [fact, position] of factPositions)
    if (spans.some(({ start, end }) => position >= start && position < end)) factPositions.delete(fact);
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The facts asked in a text (comparable, lower case) and where each is first asked. */
export function askedFactsIn(
  text: string,
  language: IndicLanguage,
  latinWords: readonly string[],
): Map<AskedFact, number> {
  const positions = new Map<AskedFact, number>();
  // 'মোবাইল ফোন', 'मोबाइल फ़ोन', 'mobile phone' name a product, not our phone number.
  const asked = text.replace(mobilePhone, (phrase) => ' '.repeat(phrase.length));
  for (const [fact, byScript] of Object.entries(askedFactWords) as [
    AskedFact,
    (typeof askedFactWords)[AskedFact],
  ][]) {
    const found = [
      ...byScript[language].map((word) =>
        fact === 'count' ? wordStartIn(asked, comparable(word)) : asked.indexOf(comparable(word)),
      ),
      ...byScript.latin.flatMap((word) =>
        latinWords.flatMap((latin) =>
          [word, `${word}s`, `${word}es`].includes(latin) ? [asked.indexOf(latin)] : [],
        ),
      ),
    ].filter((position) => position >= 0);
    if (found.length > 0) positions.set(fact, Math.min(...found));
  }
  // "When is the lunch break?" asks of the hours.
  const breakAt = positions.get('break');
  if (breakAt !== undefined && !positions.has('hours')) positions.set('hours', breakAt);
  // "ई-मेल पता" is the e-mail address.
  if (positions.has('email')) positions.delete('address');
  if (positions.has('openNow') && !positions.has('hours')) positions.delete('openNow');
  // "कब शुरू हुई" asks since when, not at what time; a "distributorship" is a dealer's ask.
  // …but a store or an office that starts ('store kokhon start hoy') opens, unless the company is
  // what started ('কোম্পানি কবে শুরু হয়েছে আর কটা শাখা').
  const namesCompany =
    companyWords[language].some((word) => text.includes(comparable(word))) ||
    companyWords.latin.some((word) => latinWords.includes(word));
  // 'আপনারা কবে থেকে ব্যবসা করছেন', 'kab se business kar rahe ho': since when the company trades.
  const sinceWhen = firstAt(text, [...sinceWhenWords[language], ...sinceWhenWords.latin].map(comparable));
  if (sinceWhen >= 0 && namesCompany && !positions.has('store') && !positions.has('office'))
    positions.set('founded', Math.min(sinceWhen, positions.get('founded') ?? sinceWhen));
  if (positions.has('founded') && (positions.has('store') || positions.has('office')) && !namesCompany)
    positions.delete('founded');
  if (positions.has('founded')) positions.delete('hours');
  // 'ভুবনেশ্বর শাখা কোন সালে খুলেছিল?', 'वर्कशॉप कब हुई थी?': when it took place, not its hours.
  const { when, past } = pastWhenWords[language];
  const whenAt = firstAt(text, when.map(comparable));
  const inThePast =
    language === 'bn'
      ? past.some((mark) => text.includes(comparable(mark)))
      : firstAt(text, past.map(comparable)) >= 0;
  // '২০২৫ সালে কোন স্টোরটা খুলেছে?': a year with the past tense asks what took place in it, when
  // it asks nothing but what the activities page holds ('2024 में खरीदा प्रिंटर खराब हो गया, सर्विस
  // कहाँ?' asks where to get a repair).
  const ofActivities = [...positions.keys()].every((fact) => yearActivityFacts.has(fact));
  const yearAt = ofActivities ? text.search(activityYear) : -1;
  const askedAt = whenAt >= 0 ? whenAt : yearAt;
  if (askedAt >= 0 && inThePast && !positions.has('founded')) {
    positions.set('history', askedAt);
    positions.delete('hours');
  }
  // "কটা পর্যন্ত খোলা" is until what time, not how many; "सैलरी कितनी" is how much (read after the
  // founding has taken its 'कब'); 'ডেলিভারি কত দিনে' is how long.
  if (positions.has('hours') || positions.has('salary') || positions.has('delivery'))
    positions.delete('count');
  // 'কতজন গ্রাহক', 'कितने ग्राहक', 'koto customer' (read 'how much customer'): how many customers,
  // not how many branches; without a word of number ('কাস্টমার কেয়ার') a customer asks no figure.
  const howMany = /\bhow (many|much)\b/.test(text);
  if (positions.has('customers') && !positions.has('count') && !howMany) positions.delete('customers');
  if (positions.has('customers') && !positions.has('office') && !positions.has('store'))
    positions.delete('count');
  if (positions.has('dealer')) positions.delete('distributor');
  // 'আফটার সেলস', 'आफ़्टर-सेल्स': after-sales support, not the sales team.
  const afterSales = /(after|আফটার|आफ्टर)[\s-]*(sales|সেলস|सेल्स)/.exec(text);
  if (afterSales) {
    positions.delete('sales');
    positions.set('support', Math.min(afterSales.index, positions.get('support') ?? afterSales.index));
  }
  return positions;
}

/**
 * 'ল্যাপটপ কিনতে চাই', 'पटना से खरीदना है': buying something of ours, or somewhere, asks a quote.
 * 'कौन सा शेयर खरीदूँ' buys nothing the content names, and asks nothing of the company.
 */
export function buyingAsked(positions: Map<AskedFact, number>, ofOurs: boolean): void {
  const buyAt = positions.get('buy');
  if (buyAt === undefined) return;
  positions.delete('buy');
  if (ofOurs) positions.set('quote', Math.min(buyAt, positions.get('quote') ?? buyAt));
}

/** What a year's activities answer: a store, a branch or an award, how many, and 'opened' (read as hours). */
const yearActivityFacts: ReadonlySet<AskedFact> = new Set(['store', 'office', 'awards', 'count', 'hours']);

/** A year in any of the site's digits ('2025', '২০২৫', '२०२५'), as a word of its own. */
export const activityYear = /(?<![\p{N}])[12\u09E7\u09E8\u0967\u0968][\p{N}]{3}(?![\p{N}])/u;

/**
 * A mobile phone named as a product, in any of the site's scripts (compared as `comparable` spells);
 * the lexicon reads 'mobile phone' as 'mobile phone phone'.
 */
const mobilePhone = new RegExp(
  `(?:${comparable('মোবাইল')}|${comparable('मोबाइल')}|\\bmobile)(?:[\\s-]*(?:${comparable('ফোন')}|${comparable('फोन')}|phones?\\b))+`,
  'gu',
);

/** Where a word starts a word of the text: 'কটা' ("how many") is not the end of 'একটা' ("one"). */
function wordStartIn(text: string, word: string): number {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1))
    if (at === 0 || !/[\p{L}\p{M}]/u.test(text[at - 1] ?? '')) return at;
  return -1;
}

/** Where the first of the phrases is in the text (as whole words at their start), or -1. */
function firstAt(text: string, phrases: readonly string[]): number {
  const found = phrases.map((phrase) => wordStartIn(text, phrase)).filter((at) => at >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}

/** Words few enough to be the rest of an earlier question ('ফোন নম্বর?', 'email?'). */
const ELLIPSIS_WORDS = 3;

/**
 * Whether a message leans on an earlier turn: a pronoun or "there", "and" first, or a few words
 * asking a fact of a place ('ফোন নম্বর?').
 */
export function leansOnEarlier(
  words: readonly string[],
  language: IndicLanguage | 'latin',
  facts: ReadonlyMap<AskedFact, number>,
): boolean {
  const pronouns = new Set(leaningWords[language].map(comparable));
  const first = words[0] ?? '';
  const ofAPlace = (['phone', 'email', 'address', 'hours'] as const).some((fact) => facts.has(fact));
  return (
    words.some((word) => pronouns.has(word)) ||
    continuationWords[language].some((word) => comparable(word) === first) ||
    (words.length <= ELLIPSIS_WORDS && ofAPlace)
  );
}

/**
 * A kind of product we do not sell (of `kinds`: see kindsNotSupplied) that the words name
 * (`spellings`: as loanwords in Latin letters, `originals`: as written), with the words that name
 * it: by the taxonomy's English pattern ('solar', 'tv'), else by the consonants of its name
 * ('জেনারেটর' jnrtr, generator).
 */
export function notCarriedIn(
  spellings: readonly string[],
  originals: readonly string[],
  kinds: readonly NearbyCategory[],
): IndicReading['notCarried'] {
  const text = spellings.join(' ');
  for (const category of kinds) {
    const match = new RegExp(category.pattern.source).exec(text);
    if (!match) continue;
    // The words of the question the match covers, as the question wrote them.
    const first = text.slice(0, match.index).split(' ').length - 1;
    const count = match[0].split(' ').length;
    return { category, words: originals.slice(first, first + count).join(' ') };
  }
  const skeletons = spellings.map(consonantSkeleton);
  for (const category of kinds) {
    const names = category.name.split(' ').map((word) => consonantSkeleton(word.replace(/s$/, '')));
    const at = skeletons.findIndex((skeleton) => skeleton.length >= 4 && names.includes(skeleton));
    if (at >= 0) return { category, words: originals[at] ?? '' };
    // A word of the taxonomy that names the kind on its own ('fridge', not 'washing'): 'ফ্রিজ' phrij.
    const ownNames = ownWordsOf(category).map(consonantSkeleton);
    const byOwnName = skeletons.findIndex(
      (skeleton) => skeleton.length >= MIN_OWN_WORD_SKELETON && ownNames.includes(skeleton),
    );
    if (byOwnName >= 0) return { category, words: originals[byOwnName] ?? '' };
  }
  return undefined;
}

/** Consonants enough for a word that names a kind on its own to be told from other words ('frj' fridge). */
const MIN_OWN_WORD_SKELETON = 3;

/**
 * The words of a kind's pattern that name it on their own, in the singular ('fridge',
 * 'refrigerator', 'geyser'): not a word of a longer name ('washing' of washing machines).
 */
function ownWordsOf(category: NearbyCategory): string[] {
  const words = category.pattern.source.match(/[a-z]{4,}/g) ?? [];
  const pattern = new RegExp(category.pattern.source);
  return [...new Set(words.map((word) => word.replace(/s$/, '')))].filter((word) => pattern.test(word));
}

/** A word's consonants as its sounds go ('generator' jnrtr: a g before e or i sounds j). */
function consonantSkeleton(word: string): string {
  return (
    word
      .toLowerCase()
      // A ph is the f Bengali and Hindi write as 'ফ', 'फ'; 'dge' sounds a j ('fridge', 'ফ্রিজ').
      .replace(/ph/g, 'f')
      .replace(/dg(?=e)/g, 'g')
      .replace(/g(?=[ei])/g, 'j')
      // 'television' sounds a j where it is written s ('टेलीविज़न' telivijan).
      .replace(/([aeiou])si(?=on)/g, '$1j')
      .replace(/[^a-z]|[aeiouyh]/g, '')
      .replace(/(.)\1+/g, '$1')
  );
}

/** A brand name's consonants as Bengali and Hindi write them: ph is f, v and w are b, a soft c is s. */
function brandSkeleton(word: string): string {
  return word
    .toLowerCase()
    .replace(/ph/g, 'f')
    .replace(/c(?=[ei])/g, 's')
    .replace(/[vw]/g, 'b')
    .replace(/[^a-z]|[aeiouyh]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/**
 * The content's brands a question's words name: by their name, or its loose spelling in any
 * script. The words every store's name shares ('HP World') name a store, not the brand HP.
 */
export function brandsNamedIn(content: SiteContent, spellings: readonly string[]): Brand[] {
  const [first = [], ...others] = content.stores.hpWorld.map((store) =>
    storeOwnName(store.name) === ''
      ? []
      : store.name
          .replace(/\([^)]*\)/g, '')
          .toLowerCase()
          .split(/\s+/),
  );
  const storeKind = first.filter((word) => word !== '' && others.every((name) => name.includes(word)));
  const namesStore = storeKind.length > 0 && storeKind.every((word) => spellings.includes(word));
  const brandWords = spellings.filter((word) => !(namesStore && storeKind.includes(word)));
  // Bengali writes an English v as ভ (bh): 'লেনোভো' is Lenovo.
  const brandKey = (word: string) => looseNameKey(word).replace(/bh/g, 'b');
  const keys = new Set(brandWords.filter((word) => word.length >= 2).map(brandKey));
  // By the sounds of its consonants too: 'ফিঙ্গার' phingar is Finger, 'बिविन' bivin BIWIN.
  const skeletons = new Set(brandWords.map(brandSkeleton).filter((skeleton) => skeleton.length >= 3));
  const words = new Set(brandWords);
  return content.brands.brands.filter(
    (brand) =>
      words.has(brand.name.toLowerCase()) ||
      words.has(brand.slug.toLowerCase()) ||
      (brand.name.length > 3 && (keys.has(brandKey(brand.name)) || skeletons.has(brandSkeleton(brand.name)))),
  );
}

/** A store's name without what every store's has: 'HP World Gariahat (sample)' → 'Gariahat'. */
export function storeOwnName(name: string): string {
  return name
    .replace(/\([^)]*\)/g, '')
    .replace(/hp world/i, '')
    .trim();
}
