/**
 * How visitors word things, mapped onto the words the company's facts use. Applied to the
 * visitor's message before it is searched, never to the facts, so an answer still quotes the
 * content as written. Everything here is language, not company facts: which brands the group
 * carries and where its offices are still come only from the content.
 */
import { latinScriptMeanings } from './latin-script-words.js';

/** Phrases (lower case, whole words) rewritten before the message is cut into words. */
const phraseRewrites: readonly [RegExp, string][] = [
  [/\b(hard ?disks?|hdds?|hard ?drives?)\b/g, 'hard drive'],
  [/\b(ssds?)\b/g, 'solid state drive'],
  // 'mail' alone is the e-mail too ("I want to mail the branch"), as is 'mail id'.
  [/\b(e-?mail|mail)( ?(id|address))?\b/g, 'email'],
  [/\b(contact|phone|mobile|cell|telephone) (no|num|nos)\b\.?/g, 'phone number'],
  [/\bcontact number\b/g, 'phone number'],
  [
    /\b(time ?clocks?|attendance (machines?|devices?|systems?)|punching machines?|thumb machines?)\b/g,
    'biometric attendance',
  ],
  [/\b(surveillance|security|cc) cameras?\b/g, 'cctv camera'],
  [/\bi ?phones?\b/g, 'iphone mobile phone'],
  [/\b(smart ?phones?|mobiles?|cell ?phones?|handsets?)\b/g, 'mobile phone'],
  [/\bnote ?books?\b/g, 'laptop'],
  [/\b(ups(es)?|power backups?)\b/g, 'ups'],
  [/\b(cv|bio ?data)\b/g, 'resume'],
  [/\b(pay|package|ctc|stipend|pay scale)\b/g, 'salary'],
  [/\bcorporate identi(ty|fication) (number|no)\b\.?/g, 'cin'],
  [/\b(head|main|corporate|registered) office\b/g, 'head office corporate'],
  [/\b(showrooms?|outlets?|shops?)\b/g, 'store'],
  [/\bhiring\b/g, 'job hiring'],
  // "Operations executive wali post", "the position of data analyst": a post named is a job.
  [/\b(wali|wala|wale|ki|er|this|that|the|of) (post|position|role|vacancy)s?\b(?! office)/g, '$1 job'],
  [/\bauthori[sz](ed|ation)\b/g, 'authorized'],
  [/\bwhats ?app\b/g, 'whatsapp'],
];

/** Single words with a spelling or a word of their own (Indian English, SMS style) for a common one. */
const wordSynonyms: Record<string, string> = {
  u: 'you',
  ur: 'your',
  hav: 'have',
  hv: 'have',
  pls: 'please',
  plz: 'please',
  addr: 'address',
  ph: 'phone',
  mob: 'phone',
  recruiting: 'hiring',
  dvr: 'digital video recorder',
  nvr: 'network video recorder',
  tab: 'tablet',
};

/**
 * Words about trading that every product question carries ("do you sell / distribute / supply
 * / stock…"): they say nothing about which facts are wanted, so they are not searched.
 */
export const tradeWords = new Set([
  'sell',
  'sells',
  'selling',
  'sold',
  'distribute',
  'distributes',
  'distributing',
  'supply',
  'supplies',
  'supplying',
  'stock',
  'stocks',
  'carry',
  'carries',
  'deal',
  'deals',
  'dealing',
  'available',
  'avail',
  'buy',
  'purchase',
  'get',
  'make',
  'makes',
]);

/**
 * Words of abuse and impatience ("you stupid useless bot, just give me…"): they say nothing
 * about which facts are wanted, so they are not searched and cannot hide the question.
 */
export const abuseWords = new Set([
  'stupid',
  'useless',
  'idiot',
  'idiotic',
  'dumb',
  'damn',
  'bloody',
  'rubbish',
  'nonsense',
  'pathetic',
  'hopeless',
  'worthless',
  'silly',
  'bakwas',
  'bekar',
  'pagal',
]);

/**
 * Brands of the trade a visitor may ask about. The group carries a brand only when the content
 * lists it; one of these that the content does not list is answered "we do not carry it".
 */
export const otherBrands: readonly string[] = [
  'Dell',
  'Apple',
  'iPhone',
  'Canon',
  'Epson',
  'Brother',
  'Hikvision',
  'Dahua',
  'Seagate',
  'Samsung',
  'Sony',
  'LG',
  'Xiaomi',
  'Redmi',
  'Oppo',
  'Vivo',
  'Realme',
  'OnePlus',
  'Nokia',
  'Motorola',
  'Toshiba',
  'Kingston',
  'SanDisk',
  'Crucial',
  'Logitech',
  'TP-Link',
  'D-Link',
  'Cisco',
  'Luminous',
  'APC',
  'Xerox',
  'Ricoh',
  'Kyocera',
  'Panasonic',
  'Philips',
  'Godrej',
  'Honeywell',
  'Bosch',
  'ZKTeco',
  'Microsoft',
  'Intel',
  'AMD',
  'Nvidia',
  'MSI',
  'Gigabyte',
  'Razer',
  'BenQ',
  'ViewSonic',
  'Micromax',
  'iBall',
  'Intex',
];

/** The message in the words the facts use: lower case, phrases and spellings mapped. */
export function normaliseWording(message: string): string {
  let text = message.toLowerCase().replace(/[’‘]/g, "'");
  for (const [pattern, replacement] of phraseRewrites) text = text.replace(pattern, replacement);
  return text.replace(
    /[\p{L}\p{N}]+/gu,
    (word) => wordSynonyms[word] ?? latinScriptMeanings.get(word) ?? word,
  );
}
