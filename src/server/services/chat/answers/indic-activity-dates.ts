// When something on the activities page took place, asked in Bengali or Hindi ('ভুবনেশ্বর শাখা
// কোন সালে খুলেছিল?', 'डीलर ट्रेनिंग वर्कशॉप कब हुई थी?'): the milestone or event whose title the
// question's words name, with its year or date, as the page in the language shows them.

import type { SiteContent } from '#content/index.js';
import { markdownLink } from '#server/services/chat/knowledge/knowledge-document.js';
import { latinDigits } from '#server/services/chat/understanding/asked-moment.js';
import type { IndicReading } from '#server/services/chat/understanding/indic-reading.js';
import { activityYear } from '#server/services/chat/understanding/message-asks.js';
import { comparable } from '#server/services/chat/understanding/message-script.js';
import { fillPlaceholders } from '#shared/placeholders.js';
import { inLanguage } from './indic-location-facts.js';
import { countIn, dateIn, type IndicSentences } from './indic-sentences.js';

/** Words shorter than this ('কী', 'की') are grammar, not what a title is about. */
const MIN_WORD_LENGTH = 3;
/** Letters a word of the question may run on past a title's word, or fall short of it (a case ending: 'শাখার'). */
const ENDING_LETTERS = 3;

function wordsOf(text: string): string[] {
  return comparable(text)
    .split(/[^\p{L}\p{M}\d]+/u)
    .filter((word) => [...word].length >= MIN_WORD_LENGTH);
}

function sameWord(asked: string, titled: string): boolean {
  const [shorter, longer] = asked.length <= titled.length ? [asked, titled] : [titled, asked];
  return longer.startsWith(shorter) && [...longer].length - [...shorter].length <= ENDING_LETTERS;
}

/**
 * The line on the milestone or event the question names (`content`: in English, `shown`: in the
 * language), or undefined when it names none for certain. Each title word the question uses
 * counts the less the more titles share it ('শাখা' names four openings of branches, 'ভুবনেশ্বর'
 * one); the best must be named by a word of its own, and alone.
 */
export function activityDateLine(
  reading: IndicReading,
  message: string,
  content: SiteContent,
  shown: SiteContent,
  say: IndicSentences,
): string | undefined {
  const { language } = reading;
  const year = yearIn(message);
  if (year !== undefined) return activitiesOfYear(year, reading, content, shown, say);
  const entries = [
    ...content.milestones.milestones.map((milestone, position) => ({
      titles: [milestone.title, shown.milestones.milestones[position]?.title ?? milestone.title],
      when: countIn(milestone.year, language, false),
    })),
    ...content.events.events.map((event, position) => ({
      titles: [event.title, shown.events.events[position]?.title ?? event.title],
      when: dateIn(event.date, language),
    })),
  ].map((entry) => ({ ...entry, words: entry.titles.flatMap(wordsOf) }));
  const asked = wordsOf(message);
  const sharing = (word: string) => entries.filter((entry) => entry.words.includes(word)).length;
  const scored = entries
    .map((entry) => ({
      entry,
      score: [...new Set(entry.words)]
        .filter((word) => asked.some((askedWord) => sameWord(askedWord, word)))
        .reduce((sum, word) => sum + 1 / sharing(word), 0),
    }))
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  if (!best || best.score < 1 || (next && next.score === best.score)) return undefined;
  return fillPlaceholders(say.activityDate, {
    title: best.entry.titles[1] ?? '',
    when: best.entry.when,
    activities: markdownLink(shown.activitiesPage.hero.title, inLanguage('/activities', language)),
  });
}

/** The year a question names, in any of the site's digits ('২০২৫' is 2025). */
function yearIn(message: string): number | undefined {
  const written = activityYear.exec(message)?.[0];
  return written === undefined ? undefined : Number(latinDigits(written));
}

/**
 * '২০২৫ সালে কোন স্টোরটা খুলেছে?': what the activities page shows in the year asked, each with
 * its title in the language: the awards won then when an award is asked of, the stores opened
 * then when a store is, else all of that year's; undefined when the page shows nothing of it.
 */
function activitiesOfYear(
  year: number,
  reading: IndicReading,
  content: SiteContent,
  shown: SiteContent,
  say: IndicSentences,
): string | undefined {
  const when = countIn(year, reading.language, false);
  const storesOpened = content.storeOpenings.storeOpenings.flatMap((opening, position) =>
    opening.year === year ? [shown.storeOpenings.storeOpenings[position]?.name ?? opening.name] : [],
  );
  const awardsWon = content.awards.awards.flatMap((award, position) =>
    award.year === year ? [shown.awards.awards[position]?.title ?? award.title] : [],
  );
  const milestonesAndEvents = [
    ...content.milestones.milestones.flatMap((milestone, position) =>
      milestone.year === year ? [shown.milestones.milestones[position]?.title ?? milestone.title] : [],
    ),
    ...content.events.events.flatMap((event, position) =>
      event.date.startsWith(`${year}-`) ? [shown.events.events[position]?.title ?? event.title] : [],
    ),
  ];
  // An award or a store asked of is that kind's alone ('২০২৩ সালে কোন পুরস্কার পেয়েছিলেন?').
  const { facts } = reading;
  const titles = facts.has('awards')
    ? awardsWon
    : facts.has('store')
      ? storesOpened
      : [...storesOpened, ...milestonesAndEvents, ...awardsWon];
  if (titles.length === 0) return undefined;
  const activities = markdownLink(
    shown.activitiesPage.hero.title,
    inLanguage('/activities', reading.language),
  );
  return titles.map((title) => fillPlaceholders(say.activityDate, { title, when, activities })).join('\n\n');
}
