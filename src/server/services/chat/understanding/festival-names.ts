// Festivals a question names ('দুর্গাপুজোয়', 'दिवाली पर', 'Durga pujo te'), for a store's or an
// office's hours on that day (issue 48). The names are the special days' names in the content, in
// English and in every language's translation, compared by their loose spelling so that a case
// ending or another spelling ('পুজো', 'पूजा', 'pujo') still names them. A few festivals the
// content may list no special day for are known by name too, so that the answer can say so.

import { contentInLanguage } from '#content/content-in-language.js';
import type { SiteContent } from '#content/index.js';
import { latinSpellingOf } from '#server/services/places/indic-place-names.js';
import { defaultLanguageOf, siteLanguages } from '#shared/languages.js';
import { acronymOf } from './indic-words.js';
import { looseKey } from './message-script.js';

/** A festival a question names: the content's names of its special days (English), as written. */
export type NamedFestival = { names: ReadonlySet<string>; written: string };

/** Festivals asked about that the content may keep no special day for, in each script. */
const otherFestivals: readonly string[] = [
  'কালীপুজো',
  'ঈদ',
  'বড়দিন',
  'ক্রিসমাস',
  'ছট',
  'काली पूजा',
  'ईद',
  'क्रिसमस',
  'छठ',
  'दशहरा',
  'kali puja',
  'eid',
  'christmas',
  'chhath',
  'dussehra',
];

/** Letters a word may run on past the name: a case ending ('দুর্গাপুজোয়', 'pujo te' read as one). */
const ENDING_LETTERS = 3;

/** The finder of festivals for one content revision. */
export function buildFestivalFinder(content: SiteContent) {
  const contents = [
    content,
    ...siteLanguages
      .filter((language) => language !== defaultLanguageOf(siteLanguages))
      .map((language) => contentInLanguage(content, language.code).content),
  ];
  const locationsOf = (inLanguage: SiteContent) => [
    ...inLanguage.branches.offices,
    ...inLanguage.stores.hpWorld,
  ];
  const englishLocations = locationsOf(content);
  const spellings = new Map<string, string | undefined>();
  for (const inLanguage of contents)
    locationsOf(inLanguage).forEach((location, position) => {
      (location.specialDays ?? []).forEach((day, index) => {
        const english = englishLocations[position]?.specialDays?.[index]?.name;
        if (english) spellings.set(spellingKey(day.name), english);
      });
    });
  for (const festival of otherFestivals)
    if (!spellings.has(spellingKey(festival))) spellings.set(spellingKey(festival), undefined);

  /** The festival the message names, if any. */
  return function festivalIn(message: string): NamedFestival | undefined {
    const words = message
      .normalize('NFC')
      .split(/[^\p{L}\p{M}\d]+/u)
      .filter((word) => word !== '');
    // A name written as one word or two ('দুর্গাপূজা', 'दुर्गा पूजा').
    const phrases = words.flatMap((word, position) => {
      const next = words[position + 1];
      return next ? [word, `${word}${next}`] : [word];
    });
    for (const phrase of phrases) {
      if (spellsLatinLetters(phrase)) continue;
      const key = spellingKey(phrase);
      const latin = key.startsWith(LATIN);
      const loose = key.slice(1);
      const names = new Set<string>();
      let matched = false;
      for (const [spelling, english] of spellings) {
        // A Latin word names a festival only by its Latin names: 'email id' is not Eid ('ঈদ', 'id').
        if (latin && !spelling.startsWith(LATIN)) continue;
        const name = spelling.slice(1);
        // A short name takes a short ending only: 'ঈদে' is Eid, 'ইদানীং' is not.
        const ending = Math.min(ENDING_LETTERS, name.length - 1);
        if (name.length < 2 || !loose.startsWith(name) || loose.length > name.length + ending) continue;
        matched = true;
        if (english) names.add(english);
      }
      if (matched) return { names, written: words.find((word) => phrase.startsWith(word)) ?? phrase };
    }
    return undefined;
  };
}

/**
 * 'আইডি', 'आईडी' (ID, as in 'ইমেল আইডি', an e-mail ID): an Indic word spelt as the names of Latin
 * letters is an English abbreviation, not a festival ('ঈদ' Eid is not two letters' names).
 */
function spellsLatinLetters(word: string): boolean {
  const latin = latinSpellingOf(word);
  return latin !== undefined && acronymOf(latin.replace(/\s+/g, '')) !== undefined;
}

export type FestivalFinder = ReturnType<typeof buildFestivalFinder>;

const LATIN = 'L';
const INDIC = 'I';

/** A name's loose spelling, after a mark of its script (Latin or Indic). */
function spellingKey(name: string): string {
  return `${/[a-z]/i.test(name) ? LATIN : INDIC}${looseKey(name.replace(/\s+/g, ''))}`;
}
