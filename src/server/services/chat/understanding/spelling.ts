/**
 * Misspellings corrected to the words the facts use ("brnach in siligudi" → "branch in
 * siliguri"). Only words the index does not know are corrected, and only to a word of a short
 * list (places, brands, the common topic words) that is one edit away (two for long words),
 * so an unrelated word is not pulled onto a fact by its resemblance.
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
 */
export function createSpellingCorrector(
  dictionary: ReadonlyMap<string, number>,
  isKnown: (word: string) => boolean,
) {
  const targetWords = [...dictionary.keys()].filter((word) => word.length >= MIN_CORRECTED_LENGTH - 1);
  // Visitors repeat their words: each is looked up against the list once per content version.
  const corrections = new Map<string, string>();
  return function correct(word: string): string {
    if (word.length < MIN_CORRECTED_LENGTH || isKnown(word) || /\d/.test(word)) return word;
    const known = corrections.get(word);
    if (known !== undefined) return known;
    const corrected = closest(word);
    if (corrections.size < MAX_REMEMBERED_CORRECTIONS) corrections.set(word, corrected);
    return corrected;
  };

  function closest(word: string): string {
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
    return best ?? word;
  }
}
