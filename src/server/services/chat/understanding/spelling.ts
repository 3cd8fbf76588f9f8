/**
 * Misspellings corrected to the words the facts use ("brnach in siligudi" → "branch in
 * siliguri"). Only words the index does not know are corrected, and only to a word of a short
 * list (places, brands, the common topic words) that is one edit away (two for long words),
 * so an unrelated word is not pulled onto a fact by its resemblance. A word typed SMS-style,
 * without some of its inner vowels ("opn", "satrday", "analst"), is corrected to the word it
 * leaves them out of, however many it drops. A word written as it sounds, with other vowels
 * ("companie", "siligeree"), is corrected to the word with its consonants when nothing is nearer.
 */

/** Edits (insert, delete, substitute, swap two neighbours) from a to b, or more than `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Words this short are left alone: 'dell' and 'sell', 'cost' and 'post' are different words. */
const MIN_CORRECTED_LENGTH = 4;
/** A word this short is corrected only when it leaves out a vowel ('opn'); 'to' and 'ok' stay. */
const MIN_VOWEL_DROPPED_LENGTH = 3;
/** From this length a word may be two edits away from the one meant ('bhubaneshwar'). */
const LONG_WORD_LENGTH = 9;
/** Enough for every word visitors use in a day; bounded so odd input cannot grow it without end. */
const MAX_REMEMBERED_CORRECTIONS = 10_000;

/**
 * Below this length a one-letter substitution is not corrected: it mostly turns one real word
 * into another ('score' and 'store', 'match' and 'march'), whereas a dropped, doubled or swapped
 * letter is a typing slip.
 */
const MIN_SUBSTITUTED_LENGTH = 6;

function isSubstitution(a: string, b: string): boolean {
  return a.length === b.length && [...a].sort().join('') !== [...b].sort().join('');
}

const VOWELS = /[aeiouy]/;

/**
 * Whether `word` is `target` with some of its inner vowels left out ('opn' of 'open', 'machne' of
 * 'machine'): the first and last letters kept, every other letter of `word` in `target` in order.
 */
export function dropsInnerVowels(word: string, target: string): boolean {
  if (target.length <= word.length || word[0] !== target[0] || word.at(-1) !== target.at(-1)) return false;
  let position = 0;
  for (const letter of target) {
    if (letter === word[position]) position += 1;
    else if (!VOWELS.test(letter)) return false;
  }
  return position === word.length;
}

/**
 * A word's consonants in order, each run of vowels one mark, its first letter kept as written and
 * a final 'y' read as the vowel it sounds ('year' and 'yeer' y*r, 'company' and 'companie' c*mp*n*).
 */
function soundKey(word: string): string {
  return (
    word[0] +
    word
      .slice(1)
      .replace(/y$/, 'i')
      .replace(/[aeiouy]+/g, '*')
  );
}

/** Whether `word` is `target` with other vowels: the same consonants in the same order ('yeer' of 'year'). */
export function swapsVowels(word: string, target: string): boolean {
  return word !== target && soundKey(word) === soundKey(target);
}

/** How many edits a misspelling of this length may be from the word meant. */
function editsAllowed(length: number): number {
  if (length < MIN_CORRECTED_LENGTH) return 0;
  return length >= LONG_WORD_LENGTH ? 2 : 1;
}

/**
 * A corrector whose dictionary is the content's own vocabulary: every word of the facts (with how
 * often it occurs) and the names the assistant knows. A word it knows stays; another becomes the
 * dictionary word fewest edits away, within a limit scaled to the word's length, the more frequent
 * one when two are as near. A four-letter word is corrected only to a word with its first letter.
 * A word that leaves out inner vowels of dictionary words becomes the most frequent of them; one
 * none is near enough to, the most frequent with its consonants and other vowels.
 */
export function createSpellingCorrector(
  dictionary: ReadonlyMap<string, number>,
  isKnown: (word: string) => boolean,
) {
  const targetWords = [...dictionary.keys()].filter((word) => word.length >= MIN_VOWEL_DROPPED_LENGTH);
  // Visitors repeat their words: each is looked up against the list once per content version.
  const corrections = new Map<string, string>();
  return function correct(word: string): string {
    if (word.length < MIN_VOWEL_DROPPED_LENGTH || isKnown(word) || /\d/.test(word)) return word;
    const known = corrections.get(word);
    if (known !== undefined) return known;
    const corrected = closest(word);
    if (corrections.size < MAX_REMEMBERED_CORRECTIONS) corrections.set(word, corrected);
    return corrected;
  };

  function closest(word: string): string {
    const vowelsLeftOut = targetWords.filter((target) => dropsInnerVowels(word, target));
    if (vowelsLeftOut.length > 0) return mostFrequent(vowelsLeftOut);
    if (word.length < MIN_CORRECTED_LENGTH) return word;
    const limit = editsAllowed(word.length);
    let best: string | undefined;
    let bestDistance = limit + 1;
    for (const target of targetWords) {
      if (word.length === MIN_CORRECTED_LENGTH && target[0] !== word[0]) continue;
      const distance = editDistance(word, target, limit);
      if (distance === 1 && word.length < MIN_SUBSTITUTED_LENGTH && isSubstitution(word, target)) continue;
      const nearer = distance < bestDistance;
      const asNearAndMoreFrequent =
        distance === bestDistance &&
        best !== undefined &&
        (dictionary.get(target) ?? 0) > (dictionary.get(best) ?? 0);
      if (distance <= limit && (nearer || asNearAndMoreFrequent)) {
        best = target;
        bestDistance = distance;
      }
    }
    // As with a substituted letter, a short word with another vowel is mostly another word ('rule', 'role').
    if (best !== undefined || word.length < MIN_SUBSTITUTED_LENGTH) return best ?? word;
    const vowelsSwapped = targetWords.filter((target) => swapsVowels(word, target));
    return vowelsSwapped.length > 0 ? mostFrequent(vowelsSwapped) : word;
  }

  function mostFrequent(words: readonly string[]): string {
    return words.reduce((best, word) =>
      (dictionary.get(word) ?? 0) > (dictionary.get(best) ?? 0) ? word : best,
    );
  }
}
