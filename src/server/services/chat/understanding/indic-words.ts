// The words a question in Bengali or Devanagari script says what it asks with (issue 48), and how
// an English loanword or acronym written in those scripts is read back into Latin letters
// ('সোলার' solar, 'टीवी' TV, 'এইচপি' HP). Language, not company facts: names come from the content.

import { latinSpellingOf } from '#server/services/places/indic-place-names.js';
import type { IndicLanguage } from './message-script.js';

/** What a question can ask of the company's facts, or say (a greeting, thanks). */
export type AskedFact =
  | 'phone'
  | 'email'
  | 'address'
  | 'hours'
  | 'break'
  | 'openNow'
  | 'count'
  | 'brands'
  | 'products'
  | 'jobs'
  | 'salary'
  | 'hr'
  | 'sales'
  | 'support'
  | 'quote'
  | 'buy'
  | 'delivery'
  | 'office'
  | 'store'
  | 'dealer'
  | 'warranty'
  | 'founded'
  | 'history'
  | 'states'
  | 'services'
  | 'requirements'
  | 'distributor'
  | 'person'
  | 'applyBy'
  | 'awards'
  | 'customers'
  | 'nearest'
  | 'greeting'
  | 'thanks';

/**
 * The words that say what is asked, in each script; the Latin ones are English words, read in a
 * Banglish or Hinglish question once the lexicon has put it in English ('kokhon' → when), and
 * inside an Indic sentence ('HR', 'email'). Compared nukta-free and in lower case, as parts of
 * words: 'খোল' is in 'খোলে' and 'খোলা'.
 */
export const askedFactWords: Record<AskedFact, Record<IndicLanguage | 'latin', readonly string[]>> = {
  phone: { bn: ['ফোন', 'নম্বর', 'নাম্বার'], hi: ['फोन', 'नंबर', 'नम्बर'], latin: ['phone', 'number'] },
  email: { bn: ['ইমেল', 'ই-মেল', 'ইমেইল', 'মেইল'], hi: ['ईमेल', 'ई-मेल', 'मेल'], latin: ['email', 'mail'] },
  address: { bn: ['ঠিকানা', 'কোথায়'], hi: ['पता', 'कहाँ', 'कहां', 'किधर'], latin: ['address', 'where'] },
  hours: {
    bn: ['খোল', 'বন্ধ', 'কখন', 'সময়', 'টাইম'],
    hi: ['खुल', 'बंद', 'बजे', 'समय', 'कब', 'टाइम'],
    latin: ['timing', 'when', 'open', 'close', 'hour'],
  },
  // A break in the day's hours ('লাঞ্চ ব্রেক', 'लंच ब्रेक', 'বিরতি'): asked of the hours. Not
  // 'break' alone, which a broken screen is too ('স্ক্রিন ব্রেক', 'screen break hoye geche').
  break: {
    bn: ['বিরতি', 'লাঞ্চ', 'টিফিন', 'ব্রেক টাইম'],
    hi: ['लंच', 'विराम', 'भोजनावकाश', 'ब्रेक टाइम'],
    latin: ['lunch', 'tiffin'],
  },
  openNow: { bn: ['এখন'], hi: ['अभी'], latin: ['now'] },
  count: { bn: ['কটা', 'কতগুলো', 'কয়টা', 'কয়টি', 'কতটি', 'কতজন'], hi: ['कितनी', 'कितने'], latin: [] },
  brands: { bn: ['ব্র্যান্ড'], hi: ['ब्रांड'], latin: ['brand'] },
  products: { bn: ['প্রোডাক্ট', 'পণ্য', 'জিনিস'], hi: ['प्रोडक्ट', 'उत्पाद', 'सामान'], latin: ['product'] },
  jobs: {
    bn: ['চাকরি', 'নিয়োগ', 'ভ্যাকেন্সি', 'কেরিয়ার', 'আবেদন', 'শূন্যপদ', 'সিভি', 'বায়োডাটা'],
    hi: ['नौकरी', 'नौकरि', 'जॉब', 'वैकेंसी', 'भर्ती', 'करियर', 'आवेदन', 'सीवी', 'बायोडाटा', 'रिज्यूमे'],
    latin: ['job', 'vacancy', 'career', 'cv', 'resume', 'biodata'],
  },
  salary: { bn: ['বেতন', 'স্যালারি', 'মাইনে'], hi: ['वेतन', 'सैलरी', 'तनख्वाह'], latin: ['salary'] },
  hr: { bn: ['এইচআর'], hi: ['एचआर'], latin: ['hr'] },
  sales: { bn: ['সেলস'], hi: ['सेल्स'], latin: ['sales'] },
  support: {
    bn: ['সাপোর্ট', 'সার্ভিস', 'মেরামত', 'রিপেয়ার'],
    hi: ['सपोर्ट', 'सर्विस', 'मरम्मत', 'रिपेयर'],
    latin: ['support', 'repair', 'servicing'],
  },
  // A price, an offer or a discount is quoted, not published: the same ask as a quotation. (Not
  // 'ছাড়', a discount, which 'ছাড়া', except, holds: script words match inside words.)
  quote: {
    bn: ['কোটেশন', 'দাম', 'অর্ডার', 'ডিসকাউন্ট'],
    hi: ['कोटेशन', 'दाम', 'ऑर्डर', 'कीमत', 'छूट', 'डिस्काउंट'],
    latin: ['quote', 'quotation', 'price', 'cost', 'order', 'bulk', 'discount'],
  },
  // Buying asks a quote of what it buys: something of ours or a place to buy in (buyingAsked).
  buy: { bn: ['কিনতে', 'কিনব'], hi: ['खरीद'], latin: ['buy', 'purchase'] },
  // How soon or where an order is delivered: not published; the office that quotes is asked.
  delivery: {
    bn: ['ডেলিভারি', 'ডেলিভারী'],
    hi: ['डिलीवरी', 'डिलिवरी', 'डेलिवरी'],
    latin: ['delivery', 'deliver', 'delivered', 'shipping', 'courier'],
  },
  office: { bn: ['শাখা', 'অফিস'], hi: ['शाखा', 'ब्रांच', 'ऑफिस', 'दफ्तर'], latin: ['branch', 'office'] },
  store: { bn: ['স্টোর', 'দোকান', 'শোরুম'], hi: ['स्टोर', 'दुकान', 'शोरूम'], latin: ['store', 'shop'] },
  dealer: {
    bn: ['ডিলার', 'রিসেলার', 'ডিস্ট্রিবিউটরশিপ'],
    hi: ['डीलर', 'रीसेलर', 'डिस्ट्रीब्यूटरशिप'],
    latin: ['dealer', 'dealership', 'reseller'],
  },
  warranty: { bn: ['ওয়ারেন্টি', 'গ্যারান্টি'], hi: ['वारंटी', 'गारंटी'], latin: ['warranty', 'guarantee'] },
  founded: {
    bn: ['কবে শুরু', 'প্রতিষ্ঠ', 'কত সালে', 'কত বছর'],
    hi: ['कब शुरू', 'स्थापना', 'स्थापित', 'किस साल', 'कितने साल'],
    latin: ['founded', 'established', 'start', 'started'],
  },
  // When something took place (a branch opened, an event was held): read by askedFactsIn from a
  // word for when with the past tense (pastWhenWords), not from words of its own.
  history: { bn: [], hi: [], latin: [] },
  states: { bn: ['রাজ্য'], hi: ['राज्य'], latin: ['state'] },
  services: { bn: ['পরিষেবা', 'কী কাজ', 'কি কাজ'], hi: ['सेवाएँ', 'सेवाओं', 'क्या काम'], latin: ['service'] },
  // Whether a fresher may apply is asked of an opening's requirements ('Freshers are welcome').
  requirements: {
    bn: ['যোগ্যতা', 'অভিজ্ঞতা', 'ফ্রেশার'],
    hi: ['योग्यता', 'अनुभव', 'फ्रेशर'],
    latin: ['qualification', 'eligibility', 'experience', 'fresher'],
  },
  distributor: { bn: ['ডিস্ট্রিবিউটর'], hi: ['डिस्ट्रीब्यूटर'], latin: ['distributor'] },
  person: {
    bn: ['মানুষ', 'ম্যানেজার', 'কর্মীর সঙ্গে'],
    hi: ['इंसान', 'मैनेजर', 'व्यक्ति'],
    latin: ['manager', 'person', 'human', 'someone'],
  },
  // The last day to apply ('কত তারিখ পর্যন্ত', 'अंतिम तिथि', 'last date'): asked of the openings.
  applyBy: {
    bn: ['তারিখ', 'শেষ দিন', 'ডেডলাইন'],
    hi: ['तारीख', 'तिथि', 'आखिरी दिन', 'अंतिम दिन', 'डेडलाइन'],
    latin: ['deadline', 'date'],
  },
  awards: {
    bn: ['পুরস্কার', 'অ্যাওয়ার্ড', 'স্বীকৃতি'],
    hi: ['अवॉर्ड', 'अवार्ड', 'पुरस्कार', 'सम्मान'],
    latin: ['award', 'recognition'],
  },
  // How many customers or clients the company has served: the about text's figure.
  customers: {
    bn: ['গ্রাহক', 'কাস্টমার', 'ক্লায়েন্ট', 'খদ্দের'],
    hi: ['ग्राहक', 'कस्टमर', 'क्लाइंट'],
    latin: ['customer', 'client'],
  },
  // Finding the nearest store ('কাছের দোকান খুঁজে পাচ্ছি না'): the stores' help line.
  nearest: {
    bn: ['কাছের', 'কাছাকাছি', 'খুঁজে', 'নিকটতম'],
    hi: ['नजदीक', 'पास का', 'पास की', 'पास वाला', 'ढूंढ', 'ढूँढ'],
    latin: ['nearest', 'nearby', 'find'],
  },
  greeting: {
    bn: ['নমস্কার', 'হ্যালো', 'নমস্তে'],
    hi: ['नमस्ते', 'नमस्कार', 'हैलो', 'हेलो'],
    latin: ['hello', 'hi', 'hey'],
  },
  thanks: {
    bn: ['ধন্যবাদ', 'থ্যাংক'],
    hi: ['धन्यवाद', 'शुक्रिया', 'थैंक'],
    latin: ['thanks', 'thank'],
  },
};

/**
 * Words naming the company itself ('আপনাদের কোম্পানি', 'आपकी कंपनी'): with them, "when did it
 * start" asks the founding even beside a branch or store asked of in the same message.
 */
export const companyWords: Record<IndicLanguage | 'latin', readonly string[]> = {
  bn: ['কোম্পানি', 'সংস্থা', 'ব্যবসা', 'বিজনেস', 'কারবার'],
  hi: ['कंपनी', 'कम्पनी', 'संस्था', 'व्यापार', 'व्यवसाय', 'बिजनेस', 'कारोबार', 'धंधा'],
  latin: ['company', 'firm', 'business'],
};

/**
 * "Since when", "for how long" ('কবে থেকে', 'कब से'; in Latin letters once the lexicon has read
 * 'kobe theke' as 'when from' and 'kab se' as 'when se'): asked of the company or its business, since
 * when it trades. Alone it is not: 'কবে থেকে খোলা' asks from what time a place opens.
 */
export const sinceWhenWords: Record<IndicLanguage | 'latin', readonly string[]> = {
  bn: ['কবে থেকে', 'কত দিন ধরে', 'কতদিন ধরে', 'কত বছর ধরে', 'কত বছর'],
  hi: ['कब से', 'कितने समय से', 'कितने दिनों से', 'कितने सालों से', 'कितने साल से', 'कितने वर्षों से'],
  latin: ['since when', 'when from', 'when se', 'how long', 'how many years'],
};

/**
 * "When" of a day or a year ('কবে', 'কোন সালে', 'कब', 'किस साल') and the marks of the past tense
 * ('খুলেছিল', 'হয়েছে'; 'हुई थी'): together they ask when something took place ("when did the
 * Bhubaneswar branch open?"), not a time of day it opens. Bengali's past is a suffix, so its marks
 * are parts of words; Hindi's are words of their own.
 */
export const pastWhenWords: Record<IndicLanguage, { when: readonly string[]; past: readonly string[] }> = {
  bn: { when: ['কবে', 'কোন সালে', 'কত সালে', 'কোন বছর'], past: ['ছিল', 'ছিলো', 'েছে'] },
  hi: {
    when: ['कब', 'किस साल', 'किस वर्ष', 'कौन से साल'],
    past: ['था', 'थी', 'थे', 'हुआ', 'हुई', 'हुए', 'गया', 'गई'],
  },
};

/**
 * Postpositions that follow a town in Hindi ('गया में', 'गया से'): where a word is also a verb
 * ('गया', "went"), one of these after it makes it the town. Bengali writes its cases as endings
 * (`bengaliPlaceEndings`), and none of its past-tense marks is a town.
 */
export const placePostpositions: Record<IndicLanguage, readonly string[]> = {
  bn: [],
  hi: ['में', 'से', 'के', 'की', 'का', 'तक'],
};

/**
 * Words by which a message leans on what an earlier turn named: pronouns and "there" ('ওটা',
 * 'उनका'), and a message that starts with "and" ('আর ফোন নম্বর?', 'और उनका वारंटी?').
 */
export const leaningWords: Record<IndicLanguage | 'latin', readonly string[]> = {
  bn: ['ওটা', 'ওটার', 'ওখানে', 'ওখানকার', 'ওদের', 'ওর', 'ওই', 'সেটা', 'সেটার', 'সেখানে', 'ওরা'],
  hi: ['उसका', 'उसकी', 'उसके', 'उनका', 'उनकी', 'उनके', 'वहाँ', 'वहां', 'वो', 'वह', 'इसका', 'इसकी'],
  // Banglish and Hinglish pronouns are read as these once the lexicon has put them in English ('oder' their).
  latin: ['they', 'their', 'it', 'its', 'there', 'that'],
};
export const continuationWords: Record<IndicLanguage | 'latin', readonly string[]> = {
  bn: ['আর', 'আচ্ছা'],
  hi: ['और', 'अच्छा'],
  latin: ['and', 'also', 'ar'],
};

/**
 * The names of the Latin letters as Bengali and Hindi write them, in the plain Latin spelling of
 * `latinSpellingOf` ('এইচ' eicha, 'एच' echa): how 'এইচপি' reads as HP and 'टीवी' as TV. The
 * inherent final a is optional; B and V are told apart as the scripts do (বি bi, ভি bhi). A is
 * tried before the names that start with its sound: 'এসি' is A-C, as 'এস' alone is S.
 */
const letterNames: readonly [letter: string, spellings: string][] = [
  ['w', 'da[bv](?:a)?l(?:i)?y?u'],
  ['h', 'e(?:i)?ch(?:a)?'],
  ['x', 'eks(?:a)?'],
  ['z', 'jed(?:a)?'],
  ['q', 'k(?:i)?yu'],
  ['y', '(?:o|w|v)ai'],
  ['i', 'a(?:a)?i'],
  ['a', 'e'],
  ['f', 'e(?:p)?h(?:a)?|ef(?:a)?'],
  ['l', 'el(?:a)?'],
  ['m', 'em(?:a)?'],
  ['n', 'en(?:a)?'],
  ['s', 'es(?:a)?'],
  ['r', 'a(?:a)?r(?:a)?'],
  ['v', 'bhi|vi'],
  ['b', 'bi'],
  ['c', 'si'],
  ['d', 'di'],
  ['g', 'ji'],
  ['j', 'je'],
  ['k', 'ke'],
  ['p', 'pi'],
  ['t', 'ti'],
  ['u', 'i?yu|iu'],
  ['e', 'i'],
  ['o', 'o'],
];
const letterPatterns = letterNames.map(([letter, spellings]) => ({
  letter,
  pattern: new RegExp(`(?:${spellings})`, 'y'),
}));

/** 'টিভি' → 'tv', 'एचपी' → 'hp': a word spelt as two or more letter names; undefined otherwise. */
export function acronymOf(latinSpelling: string): string | undefined {
  const letters = lettersFrom(latinSpelling, 0);
  return letters !== undefined && letters.length >= 2 ? letters : undefined;
}

/** The letters whose names spell the rest of a word from `position`, the first way that spells all of it. */
function lettersFrom(spelling: string, position: number): string | undefined {
  if (position === spelling.length) return '';
  for (const { letter, pattern } of letterPatterns) {
    pattern.lastIndex = position;
    if (!pattern.exec(spelling)) continue;
    const rest = lettersFrom(spelling, pattern.lastIndex);
    if (rest !== undefined) return letter + rest;
  }
  return undefined;
}

/**
 * An Indic-script message as an English reader would spell its loanwords: each word in Latin
 * letters without its final inherent vowel ('সোলার প্যানেল' → 'solar pyanel'), an acronym as its
 * letters ('টিভি' → 'tv'); Latin words stay as they are. Read by English patterns (the taxonomy
 * of product kinds we do not sell) and compared with brand names.
 */
export function loanwordSpelling(message: string): string[] {
  return message
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\d]+/u)
    .filter((word) => word !== '')
    .map((word) => {
      const latin = latinSpellingOf(word);
      if (latin === undefined) return word.toLowerCase();
      const spelling = latin.replace(/\s+/g, '');
      return acronymOf(spelling) ?? spelling.replace(/([^aeiou])a$/, '$1');
    });
}
