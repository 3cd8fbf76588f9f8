// The edits the weekly hours grid makes (weekly-hours-field.tsx), as pure functions of the week:
// each returns a new week in the stored shape (per weekday 0–2 spans), never changing the old one.

import { minutesOfTime, type Weekday, weekdays } from '#content/opening-time.js';
import type { OpeningSpan, SpecialDay, WeeklyHours } from '#content/schemas/opening-hours.js';

/** The hours a closed day gets when it is opened: a shop's usual day, for the editor to adjust. */
export const openedDaySpan: OpeningSpan = { opens: '10:00', closes: '18:00' };

/** A week with every day closed: where an added week starts. */
export function closedWeek(): WeeklyHours {
  return Object.fromEntries(weekdays.map((day) => [day, []])) as unknown as WeeklyHours;
}

/** The week as stored, with a missing day read as closed (a half-typed draft may lack one). */
export function weekOf(value: unknown): WeeklyHours {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(
    weekdays.map((day) => [day, Array.isArray(record[day]) ? record[day] : []]),
  ) as unknown as WeeklyHours;
}

function withDay(week: WeeklyHours, day: Weekday, spans: readonly OpeningSpan[]): WeeklyHours {
  return { ...week, [day]: spans.map((span) => ({ ...span })) };
}

/** `day` closed all day, or opened with Monday's first span (else the usual day) when unticked. */
export function withClosed(week: WeeklyHours, day: Weekday, closed: boolean): WeeklyHours {
  if (closed) return withDay(week, day, []);
  if (week[day].length > 0) return week;
  return withDay(week, day, [week.monday[0] ?? openedDaySpan]);
}

/** `day` with Monday's hours. */
export function sameAsMonday(week: WeeklyHours, day: Weekday): WeeklyHours {
  return withDay(week, day, week.monday);
}

/** Every day with Monday's hours. */
export function copyMondayToAll(week: WeeklyHours): WeeklyHours {
  return weekdays.reduce((copied, day) => sameAsMonday(copied, day), week);
}

function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * `day`'s one span split in two around its middle: an hour's break on the half hour when the day
 * is three hours or longer (10:30–20:30 → 10:30–15:00 and 16:00–20:30), else no gap, so both spans
 * still pass the schema's checks and the editor only moves the times.
 */
export function withBreak(week: WeeklyHours, day: Weekday): WeeklyHours {
  const [span] = week[day];
  if (!span || week[day].length > 1) return week;
  const opens = minutesOfTime(span.opens);
  const closes = minutesOfTime(span.closes);
  const length = closes - opens;
  const breakMinutes = length >= 180 ? 60 : 0;
  const halfHourSteps = Math.floor((length - breakMinutes) / 2 / 30) * 30;
  const firstCloses = opens + (halfHourSteps > 0 ? halfHourSteps : Math.floor(length / 2));
  return withDay(week, day, [
    { opens: span.opens, closes: clockTime(firstCloses) },
    { opens: clockTime(firstCloses + breakMinutes), closes: span.closes },
  ]);
}

/** `day` open straight through again: from the first span's opening to the second's closing. */
export function withoutBreak(week: WeeklyHours, day: Weekday): WeeklyHours {
  const [first, second] = week[day];
  if (!first || !second) return week;
  return withDay(week, day, [{ opens: first.opens, closes: second.closes }]);
}

/** The special days still to come on `today` ('2026-11-29'), the soonest first, at most `limit`. */
export function nextSpecialDays(specialDays: unknown, today: string, limit = 5): SpecialDay[] {
  if (!Array.isArray(specialDays)) return [];
  return (specialDays as SpecialDay[])
    .filter((day) => typeof day?.from === 'string' && (day.to || day.from) >= today)
    .sort((first, second) => first.from.localeCompare(second.from))
    .slice(0, limit);
}

/**
 * A stored time as the browser's time input shows it. The input cannot hold '24:00', the midnight
 * a late span closes at, so a closing time of midnight is shown as 00:00 (and typed back as it).
 */
export function timeInputValue(key: keyof OpeningSpan, stored: string | undefined): string {
  return key === 'closes' && stored === '24:00' ? '00:00' : (stored ?? '');
}

/** A time typed in the time input as stored: a closing time of 00:00 is the midnight that ends the day. */
export function storedTime(key: keyof OpeningSpan, typed: string): string {
  return key === 'closes' && typed === '00:00' ? '24:00' : typed;
}
