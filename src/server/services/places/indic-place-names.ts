import sanscriptModule from '@indic-transliteration/sanscript';

// The package's types declare an ES default export, but it is a CommonJS module whose
// module.exports is Sanscript itself: what a default import gives under Node and the bundler.
const Sanscript = sanscriptModule as unknown as typeof sanscriptModule.default;

/**
 * Place names typed in Bengali or Devanagari script (পাটনা, रांची), matched to the English names
 * the gazetteer and the PIN data know (issue 47). Sanscript spells the letters in Latin (IAST);
 * that spelling and an English one differ in ways no table of names should have to list, so
 * both are reduced to a loose key that ignores them: the vowel the script writes after every
 * consonant and English drops or writes 'o' (পাটনা pāṭanā, Patna; কলকাতা kalakātā, Kolkata),
 * vowel length (ee, ī), doubled letters, b/v/w, z/j, f/ph, sh/s.
 */

const bengaliLetter = /[\u0980-\u09ff]/;
const devanagariLetter = /[\u0900-\u097f]/;

/**
 * Letters with a nukta, which the IAST scheme does not read: the flapped ড়/ঢ়/ड़/ढ़ are the 'r' of
 * Siliguri and Howrah; য় is y; in Devanagari ज़ and फ़ are the z and f of Muzaffarpur, whose
 * loose keys are those of j and ph. Each is listed precomposed and as letter plus nukta.
 */
const nuktaLetters: readonly [RegExp, string][] = [
  [/\u09dc|\u09dd|[\u09a1\u09a2]\u09bc/g, 'র'],
  [/\u09df|\u09af\u09bc/g, 'য'],
  [/\u095c|\u095d|[\u0921\u0922]\u093c/g, 'र'],
  [/\u0958/g, 'क'],
  [/\u0959/g, 'ख'],
  [/\u095a/g, 'ग'],
  [/\u095b/g, 'ज'],
  [/\u095e/g, 'फ'],
  [/\u095f/g, 'य'],
  [/[\u093c\u09bc]/g, ''],
];

/**
 * Text in Bengali or Devanagari script in plain Latin letters, close to how English spells Indian
 * names: पटना (IAST pāṭanā) → 'patana', with च as 'ch' and श as 'sh'. Undefined for text in
 * neither script.
 */
export function latinSpellingOf(text: string): string | undefined {
  const script = bengaliLetter.test(text)
    ? 'bengali'
    : devanagariLetter.test(text)
      ? 'devanagari'
      : undefined;
  if (!script) return undefined;
  const withoutNukta = nuktaLetters.reduce((spelt, [letter, plain]) => spelt.replace(letter, plain), text);
  return (
    Sanscript.t(withoutNukta, script, 'iast')
      .toLowerCase()
      // The nasal marks sound as n (रांची, রাঁচি Ranchi; দার্জিলিং Darjeeling); IAST writes
      // the candrabindu as m̐ or, in Sanscript, ~.
      .replace(/m\u0310|ṃ|~/g, 'n')
      .replace(/ṛ/g, 'ri')
      .replace(/[śṣ]/g, 'sh')
      // IAST's c is English ch, its ch (छ) English chh.
      .replace(/ch|c/g, (letter: string) => (letter === 'ch' ? 'chh' : 'ch'))
      .normalize('NFD')
      .replace(/[^a-z\s]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The loose key of a Latin spelling: two spellings of one name give the same key ('Kolkata' and
 * 'kalakata' both 'klkt', 'Darjeeling' and 'darjilin' both 'drjilin').
 */
export function looseNameKey(latin: string): string {
  return (
    latin
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')
      .replace(/ee/g, 'i')
      .replace(/oo/g, 'u')
      // English writes no y between i and a (পূর্ণিয়া Purnia), an h after a final vowel
      // (Howrah) and ow for o (হাওড়া haora).
      .replace(/iy(?=a)/g, 'i')
      .replace(/([aeiou])h$/, '$1')
      .replace(/ow/g, 'o')
      .replace(/chh/g, 'ch')
      // A c of its own is a k (Calcutta); ch stays the one sound.
      .replace(/c(?!h)/g, 'k')
      .replace(/q/g, 'k')
      .replace(/ph/g, 'f')
      .replace(/z/g, 'j')
      .replace(/sh/g, 's')
      .replace(/[vw]/g, 'b')
      .replace(/ng/g, 'n')
      .replace(/m(?=[bp])/g, 'n')
      // The inherent vowel, written a, spoken a, o or not at all; then doubled letters, also
      // those it stood between (মুজফফরপুর mujaphaphara, Muzaffarpur).
      .replace(/[ao]/g, '')
      .replace(/(.)\1+/g, '$1')
  );
}
