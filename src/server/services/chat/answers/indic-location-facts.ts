// What a question in Bengali or Hindi asks of one office or store, in its language (issue 48):
// its hours, address, phone and e-mail, with the name in the language's grammar ('শাখার',
// 'গয়াতে', 'गया में'), and links to the pages in the language.

import type { Branch, Store } from '#content/index.js';
import {
  dateText,
  indiaDay,
  openingStatus,
  type SayOpeningWords,
  spansText,
  specialDayOn,
  timeText,
  weekHoursText,
} from '#content/opening-status.js';
import { minutesOfTime, type Weekday, weekdays, weekdayTitles } from '#content/opening-time.js';
import type { LocationHours } from '#content/schemas/opening-hours.js';
import { emailLink, phoneLink } from '#server/services/chat/knowledge/knowledge-document.js';
import { comingDay } from '#server/services/chat/understanding/asked-moment.js';
import type { IndicReading } from '#server/services/chat/understanding/indic-reading.js';
import type { IndicLanguage } from '#server/services/chat/understanding/message-script.js';
import { languageOfPath, pathInLanguage, siteLanguages } from '#shared/languages.js';
import { fillPlaceholders } from '#shared/placeholders.js';
import { dayBreaks } from './hours-breaks.js';
import type { IndicSentences } from './indic-sentences.js';

/** What the question asks of one office or store (`shown`: its name in the language), else `unasked`. */
export function locationFacts(
  shown: Branch | Store,
  facts: (Branch | Store) & LocationHours,
  reading: IndicReading,
  say: IndicSentences,
  sayOpening: SayOpeningWords,
  now: Date,
  unasked: readonly ('address' | 'phone' | 'email')[],
): string {
  const name = shown.name;
  const nameOf = possessive(name, reading.language);
  const asked = (['address', 'phone', 'email'] as const).filter((fact) => reading.facts.has(fact));
  const lines: string[] = [];
  if (reading.facts.has('hours')) {
    const hours = hoursLine(shown, facts, reading, say, sayOpening, now);
    if (hours) lines.push(fillPlaceholders(hours, { name }));
  }
  const wanted = asked.length > 0 || lines.length > 0 ? asked : unasked;
  for (const fact of wanted) {
    if (fact === 'address') lines.push(fillPlaceholders(say.address, { nameOf, address: facts.address }));
    // The helpline when the question asks it by name, else the office's own phone.
    const helpline = 'helpline' in facts ? facts.helpline : undefined;
    const asksHelpline = reading.helpline === true && helpline !== undefined;
    const phone = asksHelpline ? helpline : (facts.phone ?? helpline);
    if (fact === 'phone' && phone)
      lines.push(
        fillPlaceholders(asksHelpline ? say.helpline : say.phone, { nameOf, phone: phoneLink(phone) }),
      );
    if (fact === 'email' && facts.email)
      lines.push(fillPlaceholders(say.email, { nameOf, email: emailLink(facts.email) }));
  }
  return lines.join('\n\n');
}

/**
 * What the question asks of a location's hours, '{name}' left to fill (locations saying the same
 * are said together): at a time of day ('দুপুর ৩টায়'), whether it is open then; on a date
 * ('২ জানুয়ারি'), that day's hours with its special day; on a weekday, that day's; "now", the
 * status; else the week's. Undefined when the question asks no hours or the location has none.
 */
export function hoursLine(
  shown: Branch | Store,
  facts: (Branch | Store) & LocationHours,
  reading: IndicReading,
  say: IndicSentences,
  sayOpening: SayOpeningWords,
  now: Date,
): string | undefined {
  const { weeklyHours } = facts;
  if (!weeklyHours) return undefined;
  const minute = reading.moment?.minute;
  const date = reading.moment?.date ? comingDay(reading.moment.date, now) : undefined;
  if (reading.facts.has('break')) return breakLine(facts, date?.weekday ?? reading.weekday, say, sayOpening);
  if (date || reading.weekday || minute !== undefined) {
    const weekday = date?.weekday ?? reading.weekday ?? indiaDay(now).weekday;
    const special = date ? specialDayOn(facts, date.date) : undefined;
    const spans = special?.spans ?? weeklyHours[weekday];
    // The special day's name as the page in the language shows it.
    const position = special ? (facts.specialDays ?? []).indexOf(special) : -1;
    const specialName = special
      ? ((shown as LocationHours).specialDays?.[position]?.name ?? special.name)
      : undefined;
    const dayWords = sayOpening(weekdayTitles[weekday]);
    const when = date ? `${dateText(date.date, sayOpening)} (${dayWords})` : dayWords;
    const hours = `${specialName ? `${specialName}: ` : ''}${spansText(spans, sayOpening)}`;
    if (minute === undefined) return fillPlaceholders(say.day, { weekday: when, hours });
    const open = spans.some(
      (span) => minutesOfTime(span.opens) <= minute && minute < minutesOfTime(span.closes),
    );
    const time = timeText(`${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}`, sayOpening);
    return fillPlaceholders(open ? say.openAt : say.closedAt, { weekday: when, time, hours });
  }
  if (reading.facts.has('openNow'))
    return fillPlaceholders(say.status, { status: openingStatus(facts, now, sayOpening).text });
  return fillPlaceholders(say.week, { week: weekHoursText(facts, sayOpening) });
}

/**
 * The breaks in a location's day ('{name}' left to fill): on the weekday asked, else through the
 * week, days alike run together; that the day is closed, or that the hours show no break.
 */
function breakLine(
  facts: LocationHours,
  weekday: Weekday | undefined,
  say: IndicSentences,
  sayOpening: SayOpeningWords,
): string | undefined {
  const found = dayBreaks(facts, weekday ? [weekday] : weekdays, sayOpening);
  if (!found || !facts.weeklyHours) return undefined;
  const { breaks, straightThrough } = found;
  if (weekday && breaks.length === 0 && straightThrough.length === 0)
    return fillPlaceholders(say.day, {
      weekday: sayOpening(weekdayTitles[weekday]),
      hours: sayOpening('Closed'),
    });
  // The hours the breaks are read from are said with them: "the timings, and is there a break?".
  const hours = weekday
    ? `${sayOpening(weekdayTitles[weekday])}: ${spansText(facts.weeklyHours[weekday], sayOpening)}`
    : weekHoursText(facts, sayOpening);
  if (breaks.length === 0) return fillPlaceholders(say.noBreak, { hours });
  const withoutBreak =
    straightThrough.length > 0 ? [fillPlaceholders(say.noBreakOn, { days: straightThrough.join(', ') })] : [];
  return fillPlaceholders(say.breaks, {
    breaks: [...breaks.map((run) => `${run.days} ${run.text}`), ...withoutBreak].join('; '),
    hours,
  });
}

/**
 * '{name}'s', as the language says it before a fact: Bengali adds 'র' after a vowel ('শাখার'),
 * 'ের' after a consonant ('অফিসের'), '-এর' after a Latin letter or a bracket ('HP World … (নমুনা)-এর');
 * Hindi says 'का' after it.
 */
function possessive(name: string, language: IndicLanguage): string {
  if (language === 'hi') return `${name} का`;
  const last = name.at(-1) ?? '';
  if (/[\u0985-\u0994\u09BE-\u09CC]/.test(last)) return `${name}র`;
  if (/[\u0995-\u09B9\u09CE\u09DC-\u09DF]/.test(last)) return `${name}ের`;
  return `${name}-এর`;
}

/** The endings that say "in" after a Bengali place name ('গয়াতে', 'পুরুলিয়ায়', 'ধানবাদে'). */
const bengaliLocativeEndings = ['তে', 'য়', 'ে'];

/**
 * "In {place}": Hindi 'गया में'; Bengali the word as the question wrote it when it already says
 * "in" ('গয়াতে', 'পুরুলিয়ায়'), else the name with the locative ending ('গয়ায়', 'ধানবাদে').
 */
export function placeAt(elsewhere: NonNullable<IndicReading['elsewhere']>, language: IndicLanguage): string {
  const { written, word } = elsewhere;
  if (language === 'hi') return `${written} में`;
  // A place named in Latin letters (a Banglish question) takes the ending after a hyphen.
  if (/^[A-Za-z\s]+$/.test(written)) return `${written}-তে`;
  if (word !== written && bengaliLocativeEndings.some((ending) => word.endsWith(ending.normalize('NFC'))))
    return word;
  return /[\u0985-\u0994\u09BE-\u09CC]$/.test(written) ? `${written}য়` : `${written}ে`;
}

/** A site path in the language of the question: '/contact' → '/bn/contact'. */
export function inLanguage(path: string, code: IndicLanguage): string {
  const language = siteLanguages.find((candidate) => candidate.code === code);
  if (!language || languageOfPath(path).pagePath !== path) return path;
  return pathInLanguage(path, language);
}
