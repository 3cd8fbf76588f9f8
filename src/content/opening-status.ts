// Whether a store or office is open at an instant, in India time, and the words the pages (and the
// chat assistant) say about it: "Open now · closes 8:30 pm", "Closed · opens 10:30 am Monday",
// "Closed today: Durga Puja". Pure: India time is UTC+5:30 all year (no daylight saving), so the
// clock is read by arithmetic, never from the browser's time zone or locale data; the server and
// the browser say the same words for the same instant. Each word goes through `say`: English by
// default (the chat, the admin), the page's language on a page (the phrasebook of
// `openingWordSources`, decision 0012).

import { fillPlaceholders } from '#shared/placeholders.js';
import { minutesOfTime, type Weekday, weekdays, weekdayTitles } from './opening-time.js';
import type { LocationHours, OpeningSpan, SpecialDay } from './schemas/opening-hours.js';

const indiaOffsetMinutes = 5 * 60 + 30;
const minutesPerDay = 24 * 60;
/** How far ahead to look for the next opening: past the longest festival closure. */
const daysToLookAhead = 31;

/**
 * Says one of `openingWordSources` in a language, its `{name}` arguments filled in: the web's
 * phrasebook `Say`, without this module depending on the web.
 */
export type SayOpeningWords = (source: string, values?: Readonly<Record<string, string | number>>) => string;

/** The English words: each source with its arguments filled in. */
export const sayInEnglish: SayOpeningWords = fillPlaceholders;

/** The months, January first: the phrasebook's keys for them, in every language. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Every English source the statuses and the week's hours are said with, for a phrasebook. */
export const openingWordSources = [
  'midnight',
  '{time} am',
  '{time} pm',
  'Closed',
  'Open now · closes {time}',
  'Open now · closes {time} ({name} hours)',
  'Closed today: {name}',
  '{closed} · opens {time}',
  '{time} tomorrow',
  '{time} {weekday}',
  '{time} on {date}',
  ...Object.values(weekdayTitles),
  ...monthNames,
] as const;

/** A day in India: its date ('2026-10-19'), its weekday, and the minute of the day it is. */
export type IndiaDay = { date: string; weekday: Weekday; minute: number };

/** The India day and minute of `instant`, `dayOffset` days later (at the same minute). */
export function indiaDay(instant: Date, dayOffset = 0): IndiaDay {
  const shifted = new Date(instant.getTime() + (indiaOffsetMinutes + dayOffset * minutesPerDay) * 60_000);
  // getUTCDay counts from Sunday; the weekdays list starts on Monday.
  const weekday = weekdays[(shifted.getUTCDay() + 6) % 7] ?? 'monday';
  return {
    date: shifted.toISOString().slice(0, 10),
    weekday,
    minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The special day that covers `date`, if any (the first listed wins when two overlap). */
export function specialDayOn(hours: LocationHours, date: string): SpecialDay | undefined {
  return hours.specialDays?.find((day) => day.from <= date && date <= (day.to ?? day.from));
}

/** A day's spans: its special day's if it has one, else its weekday's. */
export function spansOn(hours: LocationHours, day: IndiaDay): readonly OpeningSpan[] {
  return specialDayOn(hours, day.date)?.spans ?? hours.weeklyHours?.[day.weekday] ?? [];
}

/** '20:30' → '8:30 pm', '12:00' → '12:00 pm', '24:00' → 'midnight'. */
export function timeText(time: string, say: SayOpeningWords = sayInEnglish): string {
  const minutes = minutesOfTime(time);
  if (minutes === 0 || minutes === minutesPerDay) return say('midnight');
  const hour = Math.floor(minutes / 60);
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, '0')}`;
  return say(hour < 12 ? '{time} am' : '{time} pm', { time: clock });
}

/** A day's hours as a line: '10:30 am – 8:30 pm', '10:00 am – 1:30 pm, 2:30 pm – 6:30 pm', 'Closed'. */
export function spansText(spans: readonly OpeningSpan[], say: SayOpeningWords = sayInEnglish): string {
  if (spans.length === 0) return say('Closed');
  return spans.map((span) => `${timeText(span.opens, say)} – ${timeText(span.closes, say)}`).join(', ');
}

export type OpeningStatus = {
  /** 'unknown' when the location has no weekly hours: the pages then say nothing. */
  state: 'open' | 'closed' | 'unknown';
  /** The words the pages show; empty when unknown. */
  text: string;
  /** Today's hours in India, as a line ('10:30 am – 8:30 pm', 'Closed'). */
  today: string;
};

/** Whether the location is open at `instant`, in India time, and what to say about it. */
export function openingStatus(
  hours: LocationHours,
  instant: Date,
  say: SayOpeningWords = sayInEnglish,
): OpeningStatus {
  if (!hours.weeklyHours) return { state: 'unknown', text: '', today: '' };
  const now = indiaDay(instant);
  const todaySpans = spansOn(hours, now);
  const todaySpecial = specialDayOn(hours, now.date);
  const todayHours = spansText(todaySpans, say);
  const today = todaySpecial ? `${todaySpecial.name}: ${todayHours}` : todayHours;

  const openSpan = todaySpans.find(
    (span) => minutesOfTime(span.opens) <= now.minute && now.minute < minutesOfTime(span.closes),
  );
  if (openSpan) {
    const time = timeText(openSpan.closes, say);
    const text = todaySpecial
      ? say('Open now · closes {time} ({name} hours)', { time, name: todaySpecial.name })
      : say('Open now · closes {time}', { time });
    return { state: 'open', text, today };
  }

  const closedWords =
    todaySpecial && todaySpans.length === 0
      ? say('Closed today: {name}', { name: todaySpecial.name })
      : say('Closed');
  const next = nextOpening(hours, instant, now, say);
  return {
    state: 'closed',
    text: next ? say('{closed} · opens {time}', { closed: closedWords, time: next }) : closedWords,
    today,
  };
}

/** When the location next opens after `now`: '3:00 pm', '10:30 am tomorrow', '10:30 am Monday', '11:00 am on 21 October'. */
function nextOpening(
  hours: LocationHours,
  instant: Date,
  now: IndiaDay,
  say: SayOpeningWords,
): string | undefined {
  for (let offset = 0; offset <= daysToLookAhead; offset += 1) {
    const day = indiaDay(instant, offset);
    const span = spansOn(hours, day).find(
      (candidate) => offset > 0 || minutesOfTime(candidate.opens) > now.minute,
    );
    if (!span) continue;
    const time = timeText(span.opens, say);
    if (offset === 0) return time;
    if (offset === 1) return say('{time} tomorrow', { time });
    if (offset < 7) return say('{time} {weekday}', { time, weekday: say(weekdayTitles[day.weekday]) });
    return say('{time} on {date}', { time, date: dateText(day.date, say) });
  }
  return undefined;
}

/** '2026-10-21' → '21 October', written out so no locale data is needed. */
export function dateText(date: string, say: SayOpeningWords = sayInEnglish): string {
  const [, month, day] = date.split('-').map(Number);
  return `${day} ${say(monthNames[(month ?? 1) - 1] ?? '')}`;
}

/** The week's hours, Monday first, for the detail dialog. */
export function weekText(
  hours: LocationHours,
  say: SayOpeningWords = sayInEnglish,
): { day: string; hours: string }[] {
  if (!hours.weeklyHours) return [];
  const weeklyHours = hours.weeklyHours;
  return weekdays.map((weekday) => ({
    day: say(weekdayTitles[weekday]),
    hours: spansText(weeklyHours[weekday], say),
  }));
}

/** Days in a row that say the same, as one run: 'Monday–Friday' and what they say. */
export type DayRun = { days: string; text: string };

/**
 * Consecutive weekdays that say the same, run together ('Monday–Friday'); a day left out of
 * `days` (closed, not asked) ends a run.
 */
export function dayRuns(
  days: readonly { day: Weekday; text: string }[],
  say: SayOpeningWords = sayInEnglish,
): DayRun[] {
  const runs: { first: Weekday; last: Weekday; text: string }[] = [];
  for (const { day, text } of days) {
    const run = runs.at(-1);
    const follows = run && weekdays.indexOf(day) === weekdays.indexOf(run.last) + 1;
    if (run && follows && run.text === text) run.last = day;
    else runs.push({ first: day, last: day, text });
  }
  return runs.map(({ first, last, text }) => ({
    days:
      first === last ? say(weekdayTitles[first]) : `${say(weekdayTitles[first])}–${say(weekdayTitles[last])}`,
    text,
  }));
}

/**
 * The week's hours in one line, days with the same hours run together:
 * 'Monday–Saturday 10:30 am – 8:30 pm; Sunday 11:00 am – 7:00 pm'.
 */
export function weekHoursText(hours: LocationHours, say: SayOpeningWords = sayInEnglish): string {
  const weeklyHours = hours.weeklyHours;
  if (!weeklyHours) return '';
  const week = weekdays.map((day) => ({ day, text: spansText(weeklyHours[day], say) }));
  return dayRuns(week, say)
    .map((run) => `${run.days} ${run.text}`)
    .join('; ');
}
