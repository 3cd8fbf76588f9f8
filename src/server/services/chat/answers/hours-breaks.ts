// The breaks in a location's day ("when is the lunch break?"): the time between two of the day's
// published spans (10:00–13:30 and 14:30–18:30 have a break 13:30–14:30). Read from the weekly
// hours the content holds, never said otherwise; shared by the answers in every language.

import {
  type DayRun,
  dayRuns,
  type SayOpeningWords,
  sayInEnglish,
  spansText,
} from '#content/opening-status.js';
import { minutesOfTime, type Weekday, weekdays } from '#content/opening-time.js';
import type { LocationHours, OpeningSpan } from '#content/schemas/opening-hours.js';

/** A location's breaks on the days asked, and the days it is open straight through. */
export type DayBreaks = { breaks: DayRun[]; straightThrough: string[] };

/** The gaps between a day's spans, as spans of their own (closed from one span's end to the next's start). */
export function breaksOf(spans: readonly OpeningSpan[]): OpeningSpan[] {
  const ordered = [...spans].sort((a, b) => minutesOfTime(a.opens) - minutesOfTime(b.opens));
  return ordered.slice(1).flatMap((span, position) => {
    const before = ordered[position];
    if (!before || minutesOfTime(before.closes) >= minutesOfTime(span.opens)) return [];
    return [{ opens: before.closes, closes: span.opens }];
  });
}

/**
 * The breaks of `hours` on `days` (the week unless a day is asked), days with the same break run
 * together as the week's hours are ('Monday–Friday'); days closed are left out, days open without
 * a break listed apart. Undefined when the location publishes no weekly hours.
 */
export function dayBreaks(
  hours: LocationHours,
  days: readonly Weekday[] = weekdays,
  say: SayOpeningWords = sayInEnglish,
): DayBreaks | undefined {
  const { weeklyHours } = hours;
  if (!weeklyHours) return undefined;
  const breaks: { day: Weekday; text: string }[] = [];
  const straightThrough: { day: Weekday; text: string }[] = [];
  for (const day of days) {
    const spans = weeklyHours[day];
    if (spans.length === 0) continue;
    const gaps = breaksOf(spans);
    if (gaps.length === 0) straightThrough.push({ day, text: '' });
    else breaks.push({ day, text: spansText(gaps, say) });
  }
  return {
    breaks: dayRuns(breaks, say),
    straightThrough: dayRuns(straightThrough, say).map((run) => run.days),
  };
}
