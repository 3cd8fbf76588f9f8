// Which script a visitor wrote in (issue 48), and the loose key a place named in Bengali or
// Devanagari script is found by among the places known by their English names.

import { latinSpellingOf, looseNameKey } from '#server/services/places/indic-place-names.js';

/** The site language whose script a message is written in: Bengali script 'bn', Devanagari 'hi'. */
export type IndicLanguage = 'bn' | 'hi';

/** The Unicode blocks of the scripts the site's languages are written in. */
const scriptLetters = {
  bn: /[\u0980-\u09FF]/g,
  // Not the danda (।), which Bengali writes too.
  hi: /[\u0900-\u0963\u0966-\u097F]/g,
  latin: /[A-Za-z]/g,
} as const;

/**
 * The Indic language of a message by the script most of its letters are in, or undefined for a
 * Latin-script one (English, Banglish, Hinglish: read by the rest of the answerer). Brand names
 * in Latin inside a Bengali sentence ("HP World স্টোর") leave it Bengali.
 */
export function indicLanguageOf(message: string): IndicLanguage | undefined {
  const count = (pattern: RegExp) => message.match(pattern)?.length ?? 0;
  const bengali = count(scriptLetters.bn);
  const devanagari = count(scriptLetters.hi);
  const latin = count(scriptLetters.latin);
  if (Math.max(bengali, devanagari) <= latin) return undefined;
  return bengali >= devanagari ? 'bn' : 'hi';
}

/**
 * A message in a form its words are compared in: lower case, and without the nukta, which writers
 * use or leave out freely ('फ़ोन' and 'फोन', 'ऑफ़िस' and 'ऑफिस').
 */
export function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u093C\u09BC]/g, '')
    .toLowerCase();
}

/**
 * A spelling key that a place's English name and its Bengali or Devanagari spelling share
 * ('Patna', 'পাটনা', 'पटना'): the same key the enquiry routing finds places by
 * (src/server/services/places/indic-place-names.ts), so the chat and the form read a place alike.
 */
export function looseKey(word: string): string {
  return looseNameKey(latinSpellingOf(word) ?? word);
}
