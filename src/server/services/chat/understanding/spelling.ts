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

/** Shorter words are left alone: 'dell' and 'delhi', 'cost' and 'post' are different words. */
const MIN_CORRECTED_LENGTH = 5;
const LONG_WORD_LENGTH = 9;
/** Enough for every word visitors use in a day; bounded so odd input cannot grow it without end. */
const MAX_REMEMBERED_CORRECTIONS = 10_000;

export function createSpellingCorrector(targets: Iterable<string>, knownWords: ReadonlySet<string>) {
  const targetWords = [...new Set(targets)].filter((word) => word.length >= MIN_CORRECTED_LENGTH - 1);
  // Visitors repeat their words: each is looked up against the list once per content version.
  const corrections = new Map<string, string>();
  return function correct(word: string): string {
    if (word.length < MIN_CORRECTED_LENGTH || knownWords.has(word) || /\d/.test(word)) return word;
    const known = corrections.get(word);
    if (known !== undefined) return known;
    const corrected = closest(word);
    if (corrections.size < MAX_REMEMBERED_CORRECTIONS) corrections.set(word, corrected);
    return corrected;
  };

  function closest(word: string): string {
    const limit = word.length >= LONG_WORD_LENGTH ? 2 : 1;
    let best: string | undefined;
    let bestDistance = limit + 1;
    let tied = false;
    for (const target of targetWords) {
      const distance = editDistance(word, target, limit);
      if (distance < bestDistance) {
        best = target;
        bestDistance = distance;
        tied = false;
      } else if (distance === bestDistance && target !== best) {
        tied = true;
      }
    }
    return best !== undefined && !tied ? best : word;
  }
}
