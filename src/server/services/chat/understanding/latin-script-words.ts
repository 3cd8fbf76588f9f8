/**
 * Hindi and Bengali as visitors write them in Latin script ("patna mein branch hai kya?",
 * "siliguri te office ache?"): the function words that carry no topic, and the words with an
 * English meaning the facts use ("kahan" → where, "naukri" → job, "dokan" → store). Language,
 * not company facts, kept as data beside this file.
 */
import latinScriptWords from './latin-script-words.json' with { type: 'json' };

/** Words of the two languages that say nothing about the topic: particles, pronouns, auxiliaries. */
export const latinScriptFunctionWords: ReadonlySet<string> = new Set(latinScriptWords['without topic']);

/** Each Hindi or Bengali word with an English meaning, to that meaning. */
export const latinScriptMeanings: ReadonlyMap<string, string> = new Map(
  Object.entries(latinScriptWords.meanings).flatMap(([meaning, words]) =>
    words.map((word) => [word, meaning] as const),
  ),
);
