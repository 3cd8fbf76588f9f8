import { latinScriptFunctionWords } from '#server/services/chat/understanding/latin-script-words.js';
import { abuseWords, tradeWords } from '#server/services/chat/understanding/vocabulary.js';

/**
 * How questions and facts are cut into search terms, the same way on both sides: lower case,
 * words that say nothing about the topic dropped, and plurals folded so 'stores' finds 'store'.
 */

const fillerWords = new Set(
  `a about all also am an and any anything are as at be been both but by can could did do does doing each for from get give
  has have having he hello her here hey hi his how i if in info information into is it its know let like list me
  more my need no not now of on one or our ours please provide regarding she should show so some something tell
  than thank thanks that the thing things through else kind kinds whats wheres hows whos also their them then there these they this those to us want was we were what when where
  which who whom why will with would yes you your yours ok okay kindly much many details detail
  im ive youre dont doesnt isnt arent cant wont`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that carry no topic for the search: fillers, trading verbs, abuse, Hindi and Bengali particles. */
const ignoredWords = new Set([...fillerWords, ...tradeWords, ...abuseWords, ...latinScriptFunctionWords]);

/** Plural to singular, by the regular English rules, applied to facts and questions alike. */
function foldPlural(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The search terms of a company: a token as a term, or null when it carries no topic. The
 * company's own name says nothing about what a question is after ('Sample', 'Infotech', 'Group').
 */
export function searchTermsOf(companyName: string) {
  const companyNameWords = new Set(companyName.toLowerCase().split(/\s+/));
  const searchTerm = (token: string): string | null => {
    const word = token.toLowerCase();
    if (ignoredWords.has(word) || companyNameWords.has(word)) return null;
    // One or two letters, or a lone '1' or '12', match by accident; Job IDs ('001') and years stay.
    if (word.length < 2 || (/^\d+$/.test(word) && word.length < 3)) return null;
    return foldPlural(word);
  };
  /** The distinct topic terms of a question, each word respelled by `correct` first when given. */
  const questionTerms = (text: string, correct?: (word: string) => string): string[] => {
    const terms = tokenize(text)
      .map((word) => {
        const term = searchTerm(word);
        // Fillers are not respelled: 'distribute' is not a misspelt 'distributor'.
        return term === null || !correct ? term : searchTerm(correct(word.toLowerCase()));
      })
      .filter((term) => term !== null);
    return [...new Set(terms)];
  };
  return { searchTerm, questionTerms };
}

/** Words, numbers and Job IDs; apostrophes dropped so "what's" stays one word. */
export function tokenize(text: string): string[] {
  return text
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
