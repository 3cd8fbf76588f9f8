// Which script a visitor wrote in, and a loose Latin spelling of Indic words (issue 48), so a place
// named in Bengali or Devanagari script is found among the places known by their English names.

import sanscriptModule from '@indic-transliteration/sanscript';

// The package is CommonJS whose `module.exports` is the transliterator, but its types declare it
// as an ES default export: read as Node loads it, typed as its types describe it.
const Sanscript = sanscriptModule as unknown as typeof sanscriptModule.default;

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

const sanscriptSchemes = { bn: 'bengali', hi: 'devanagari' } as const;

/**
 * A spelling key that a place's English name and its Bengali or Devanagari spelling share
 * ('Patna', 'পাটনা', 'पटना' → 'ptn'): the word romanised (IAST, accents dropped), then what
 * scripts and writers spell differently taken out: the vowels 'a' and 'o' (Indic letters carry
 * them where English spellings drop them), aspiration, nasals before a consonant, doubled letters,
 * and the letters one script has for two of the other's (v/b/w, z/j, sh/s).
 */
export function looseKey(word: string, language?: IndicLanguage): string {
  const latin = language ? Sanscript.t(flapsAsR(word), sanscriptSchemes[language], 'iast') : word;
  return latin
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/ck/g, 'k')
    .replace(/ai/g, 'a')
    .replace(/(?<=[aeiou])y/g, '')
    .replace(/[ao]/g, '')
    .replace(/([bcdgjkptsr])h/g, '$1')
    .replace(/[wv]/g, 'b')
    .replace(/z/g, 'j')
    .replace(/f/g, 'p')
    .replace(/[nm](?=[bcdfgjklpqrstvxz])/g, '')
    .replace(/(.)\1+/g, '$1')
    .replace(/y$/, '');
}

/** 'ড়' and 'ड़' (a flapped r, written 'r' in English names: Siliguri) as plain r. */
function flapsAsR(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u09A1\u09A2]\u09BC/g, '\u09B0')
    .replace(/[\u0921\u0922]\u093C/g, '\u0930');
}
