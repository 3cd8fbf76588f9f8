import type { Branch, Store } from '#content/index.js';
import {
  dateText,
  type IndiaDay,
  indiaDay,
  openingStatus,
  spansOn,
  spansText,
  specialDayOn,
  timeText,
  weekHoursText,
} from '#content/opening-status.js';
import { minutesOfTime, type Weekday, weekdays, weekdayTitles } from '#content/opening-time.js';
import type { LocationHours, SpecialDay } from '#content/schemas/opening-hours.js';
import { markdownLink, phoneLink } from '#server/services/chat/knowledge/knowledge-document.js';
import { askedDate, askedMinuteOfDay, comingDay } from '#server/services/chat/understanding/asked-moment.js';
import {
  asksBreakTime,
  asksOpeningHours,
  asksToVisitThen,
  mentionsOffice,
} from '#server/services/chat/understanding/question-intents.js';
import type { AnswerKit, AnswerStrategy, Ask } from './answer-kit.js';
import { dayBreaks } from './hours-breaks.js';

/** A store or an office, with the hours it publishes. */
type Location = (Store | Branch) & LocationHours;

/** Weekdays asked together ("weekdays": Monday to Friday), and how the answer names them. */
type DayGroup = { words: string; days: readonly Weekday[] };

/** How many locations a "which store near … is open" answer lists. */
const NEAREST_TO_LIST = 3;

/** The day a question asks about: a weekday, today, tomorrow, a festival by name, or now. */
type AskedDay =
  | { kind: 'now' }
  | { kind: 'day'; day: IndiaDay; words: string; minute?: number | undefined }
  | { kind: 'days'; groups: readonly DayGroup[] }
  | { kind: 'festival'; name: string }
  | { kind: 'week' }
  | { kind: 'break'; days: readonly Weekday[] };

/**
 * "Is HP World Gariahat open on Sunday?", "kab tak khula hai aaj?", "which store near Salt Lake is
 * open now?", "are you open during Puja?": the published hours of the stores (or offices) asked
 * about, on the day asked, in India time, with the status now when it is today. Only hours the
 * content holds are said; a location without hours is left to the "not published" answer.
 */
export function hoursAsked(kit: AnswerKit, now: () => Date): AnswerStrategy {
  return (ask) => {
    // "… on weekdays, and also on Sundays?", "and on 2 January?": a day asked after the hours.
    const previous = ask.earlierTexts.at(-1);
    const dayAfterHours = previous !== undefined && asksOpeningHours(previous) && namesADay(ask.text);
    if (!asksOpeningHours(ask.text) && !dayAfterHours && !visitsANamedPlace(kit, ask)) return undefined;
    const instant = now();
    const { locations, nearest, kind } = locationsAsked(kit, ask);
    const withHours = locations.filter((location) => location.weeklyHours);
    if (withHours.length === 0) return undefined;
    const asked = askedDay(ask.text, instant);
    const today = indiaDay(instant);
    const clock = `It is ${weekdayTitles[today.weekday]}, ${timeText(minuteText(today.minute))} in India now.`;
    const listed = nearest ? openFirst(withHours, instant) : withHours;
    const lines = groupedLines(listed, kind, (location) => hoursLine(location, asked, instant));
    const page = kind === 'store' ? markdownLink('Retail', '/retail') : markdownLink('Contact', '/contact');
    const lead = asked.kind === 'festival' ? festivalLead(asked.name, withHours) : undefined;
    return {
      // A day asked after the hours in the same message is said without the clock and the link again.
      markdown: (dayAfterHours
        ? [lines]
        : [clock, ...(lead ? [lead] : []), lines, `Directions and the week's hours: ${page}.`]
      ).join('\n\n'),
      kind: 'facts',
      handover: false,
    };
  };
}

/**
 * "Can I visit HP World Salt Lake today?", "can I drop by tomorrow morning?" after a store's
 * address: coming on a day or at a time, to an office or a store this ask or an earlier turn names.
 */
function visitsANamedPlace({ lexicon }: AnswerKit, ask: Ask): boolean {
  if (!asksToVisitThen(ask.text)) return false;
  return [ask.text, ...ask.earlierTexts].some(
    (text) => mentionsOffice(text) || lexicon.mentionsStore(text) || lexicon.storesIn(text).length > 0,
  );
}

/** The stores or offices a question is about, and whether they were picked as the nearest to a place. */
function locationsAsked(
  { lexicon }: AnswerKit,
  ask: Ask,
): { locations: Location[]; nearest: boolean; kind: 'store' | 'office' } {
  // "Where is your Bhubaneswar branch?", "and timings?": the office, as the turn before asked.
  // "Where is the Raiganj branch, its phone, and is it open on Saturday?": the asks before it, the
  // latest that names an office or a store deciding.
  const naming = [ask.text, ...[...ask.earlierTexts].reverse()].find(
    (text) => mentionsOffice(text) || lexicon.mentionsStore(text),
  );
  const kind: 'store' | 'office' =
    naming !== undefined && mentionsOffice(naming) && !lexicon.mentionsStore(naming) ? 'office' : 'store';
  const answer = (locations: Location[], nearest = false) => ({ locations, nearest, kind });
  // A store by its name: in this ask, else in the turn before ("kab tak khula hai aaj?").
  if (kind === 'store') {
    for (const text of [ask.text, ...[...ask.earlierTexts].reverse()]) {
      const named = lexicon.storesIn(text);
      if (named.length > 0) return answer(named);
    }
  }
  const all: readonly Location[] = kind === 'office' ? lexicon.offices : lexicon.stores;
  if (!ask.place) return answer([...all]);
  const located = lexicon.inOrNearest(all, ask.place);
  const inPlace = located.filter(({ distanceKm }) => distanceKm === 0);
  if (inPlace.length > 0) return answer(inPlace.map(({ item }) => item));
  return answer(
    located.slice(0, NEAREST_TO_LIST).map(({ item }) => item),
    true,
  );
}

/** What to say of a location for the asked day. */
function hoursLine(location: Location, asked: AskedDay, instant: Date): string {
  if (asked.kind === 'break') return breakLine(location, asked.days);
  if (asked.kind === 'week') {
    return `${openingStatus(location, instant).text}. ${weekHoursText(location)}.`;
  }
  if (asked.kind === 'now') {
    const status = openingStatus(location, instant);
    return `${status.text}. Today: ${status.today}.`;
  }
  if (asked.kind === 'festival') {
    const days = festivalDays(location, asked.name, instant);
    if (days.length === 0) return `usual hours ${weekHoursText(location)}.`;
    return `${days.map((day) => `${day.name}, ${dateRangeText(day)}: ${day.spans.length === 0 ? 'closed' : spansText(day.spans)}`).join('; ')}.`;
  }
  if (asked.kind === 'days') {
    const days = asked.groups.map((group) => `${group.words}: ${groupHoursText(location, group.days)}`);
    return `${capitalise(days.join('; '))}.`;
  }
  const spans = spansOn(location, asked.day);
  const special = specialDayOn(location, asked.day.date);
  const dayHours = spans.length === 0 ? 'closed' : spansText(spans);
  const { minute } = asked;
  if (minute !== undefined) {
    const open = spans.some(
      (span) => minutesOfTime(span.opens) <= minute && minute < minutesOfTime(span.closes),
    );
    const state = open ? 'open' : 'closed';
    return `${capitalise(asked.words)} at ${timeText(minuteText(minute))}: ${state}${special ? ` (${special.name})` : ''}; hours that day: ${dayHours}.`;
  }
  const isToday = asked.day.date === indiaDay(instant).date;
  const todayStatus = isToday ? ` (${openingStatus(location, instant).text})` : '';
  return `${capitalise(asked.words)}${special ? ` (${special.name})` : ''}: ${dayHours}${todayStatus}.`;
}

/**
 * The breaks in the days asked ('Break Monday–Friday 1:30 pm – 2:30 pm; no break on Saturday'), or
 * that the day asked is closed, or that the hours show no break.
 */
function breakLine(location: Location, days: readonly Weekday[]): string {
  const { breaks, straightThrough } = dayBreaks(location, days) ?? { breaks: [], straightThrough: [] };
  if (breaks.length === 0 && straightThrough.length === 0)
    return `Closed ${days.map((day) => `on ${weekdayTitles[day]}`).join(', ')}.`;
  const wholeWeek = days.length === weekdays.length;
  const hours = `hours: ${wholeWeek ? weekHoursText(location) : groupHoursText(location, days)}`;
  if (breaks.length === 0)
    return `No break ${wholeWeek ? 'in the published hours' : `on ${straightThrough.join(', ')}`} (${hours}).`;
  const breakText = `Break ${breaks.map((run) => `${run.days} ${run.text}`).join('; ')}`;
  const without = straightThrough.length > 0 ? `; no break on ${straightThrough.join(', ')}` : '';
  return `${breakText}${without} (${hours}).`;
}

/** A plain note when no special days of that name are published (the usual hours follow). */
function festivalLead(name: string, locations: readonly Location[]): string | undefined {
  const published = locations.some((location) =>
    (location.specialDays ?? []).some((day) => namesFestival(day, name)),
  );
  return published
    ? undefined
    : `Our published hours name no special days for ${capitalise(name)}. Please call to check before you go.`;
}

/**
 * A location's special days of the festival asked: the coming ones, else the last one (the
 * content may not hold next year's dates yet, and the answer then says which year it gives).
 */
function festivalDays(location: Location, name: string, instant: Date): SpecialDay[] {
  const today = indiaDay(instant).date;
  const named = (location.specialDays ?? []).filter((day) => namesFestival(day, name));
  const coming = named.filter((day) => (day.to ?? day.from) >= today);
  return coming.length > 0 ? coming : named.slice(-1);
}

function namesFestival(day: SpecialDay, name: string): boolean {
  return day.name.toLowerCase().includes(name.toLowerCase());
}

/** Festivals visitors ask about by name: those the content lists are found from its special days. */
const festivalWords =
  /\b(durga puja|puja|pujo|diwali|deepavali|kali puja|holi|eid|christmas|new year|chhath|stock[- ]taking)\b/;

function askedDay(text: string, instant: Date): AskedDay {
  if (asksBreakTime(text)) {
    const named = dayGroupsIn(text).flatMap((group) => group.days);
    return { kind: 'break', days: named.length > 0 ? named : weekdays };
  }
  const festival = festivalWords.exec(text)?.[1];
  if (festival) return { kind: 'festival', name: festival === 'pujo' ? 'puja' : festival };
  const minute = askedMinuteOfDay(text);
  const date = askedDate(text);
  if (date) {
    const day = comingDay(date, instant);
    return { kind: 'day', day, words: `on ${weekdayTitles[day.weekday]}, ${dateText(day.date)}`, minute };
  }
  const groups = dayGroupsIn(text);
  const [group] = groups;
  if (groups.length > 1 || (group && group.days.length > 1)) return { kind: 'days', groups };
  const weekday = group?.days[0];
  if (weekday)
    return { kind: 'day', day: nextWeekday(instant, weekday), words: `on ${weekdayTitles[weekday]}`, minute };
  if (/\btomorrow\b/.test(text)) return { kind: 'day', day: indiaDay(instant, 1), words: 'tomorrow', minute };
  if (minute !== undefined) return { kind: 'day', day: indiaDay(instant), words: 'today', minute };
  if (/\b(now|right now|currently|at the moment)\b/.test(text)) return { kind: 'now' };
  if (/\btoday\b/.test(text)) return { kind: 'day', day: indiaDay(instant), words: 'today' };
  if (/\b(timings?|hours|schedule)\b/.test(text)) return { kind: 'week' };
  return { kind: 'now' };
}

/** Words for several weekdays at once: "weekdays" are Monday to Friday, the weekend Saturday and Sunday. */
const dayGroupWords: readonly { pattern: RegExp; group: DayGroup }[] = [
  { pattern: /\bweek ?days\b/, group: { words: 'Monday to Friday', days: weekdays.slice(0, 5) } },
  { pattern: /\bweek ?ends?\b/, group: { words: 'Saturday and Sunday', days: weekdays.slice(5) } },
];

/** The weekdays a question names, alone or in groups ("weekdays, and Sundays"), in its order. */
function dayGroupsIn(text: string): DayGroup[] {
  const found = [
    ...dayGroupWords.map(({ pattern, group }) => ({ at: text.search(pattern), group })),
    ...weekdays.map((day) => ({
      at: text.search(new RegExp(`\\b${day}s?\\b`)),
      group: { words: `on ${weekdayTitles[day]}`, days: [day] },
    })),
  ];
  return found
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ group }) => group);
}

/** Whether a text names a weekday, a group of them, tomorrow or a date. */
function namesADay(text: string): boolean {
  return dayGroupsIn(text).length > 0 || /\btomorrow\b/.test(text) || askedDate(text) !== undefined;
}

/** The hours of several weekdays: one line when they are the same ('10:30 am – 8:30 pm'), else each day's. */
function groupHoursText(location: Location, days: readonly Weekday[]): string {
  const texts = days.map((day) => {
    const spans = location.weeklyHours?.[day] ?? [];
    return spans.length === 0 ? 'closed' : spansText(spans);
  });
  if (new Set(texts).size === 1) return texts[0] ?? '';
  return days.map((day, position) => `${weekdayTitles[day]} ${texts[position]}`).join(', ');
}

/** The coming `weekday` in India: today when today is that day. */
function nextWeekday(instant: Date, weekday: Weekday): IndiaDay {
  for (let offset = 0; offset < 7; offset += 1) {
    const day = indiaDay(instant, offset);
    if (day.weekday === weekday) return day;
  }
  return indiaDay(instant);
}

/** Open ones first, then the rest, each group nearest first (the order they came in). */
function openFirst(locations: readonly Location[], instant: Date): Location[] {
  const isOpen = (location: Location) => openingStatus(location, instant).state === 'open';
  return [...locations.filter(isOpen), ...locations.filter((location) => !isOpen(location))];
}

/**
 * A line per location; locations saying the same run together, and when all of several say the
 * same, one line for all ("All 11 stores: …") rather than eleven alike.
 */
function groupedLines(
  locations: readonly Location[],
  kind: 'store' | 'office',
  lineOf: (location: Location) => string,
): string {
  const groups = new Map<string, Location[]>();
  for (const location of locations) {
    const line = lineOf(location);
    groups.set(line, [...(groups.get(line) ?? []), location]);
  }
  if (groups.size === 1 && locations.length > 1) {
    const [line] = groups.keys();
    return `- All ${locations.length} ${kind === 'store' ? 'stores' : officesWords(locations)}: ${line}`;
  }
  return [...groups]
    .flatMap(([line, group]) => group.map((location) => `- ${locationName(location)}: ${line}`))
    .join('\n');
}

/** 'offices (the corporate office and the 8 branches)': which offices "all" are, from the content. */
function officesWords(offices: readonly Location[]): string {
  const corporate = offices.filter((office) => 'isCorporate' in office && office.isCorporate).length;
  const branches = offices.length - corporate;
  if (corporate === 0 || branches === 0) return 'offices';
  const corporateWords = corporate === 1 ? 'the corporate office' : `the ${corporate} corporate offices`;
  return `offices (${corporateWords} and the ${branches} ${branches === 1 ? 'branch' : 'branches'})`;
}

function locationName(location: Location): string {
  return `**${location.name}** (${location.city}${location.phone ? `, ${phoneLink(location.phone)}` : ''})`;
}

function minuteText(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** '19 October to 20 October 2026': the year said, since a festival's date moves each year. */
function dateRangeText(day: SpecialDay): string {
  const year = day.from.slice(0, 4);
  return day.to && day.to !== day.from
    ? `${dateText(day.from)} to ${dateText(day.to)} ${year}`
    : `${dateText(day.from)} ${year}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
