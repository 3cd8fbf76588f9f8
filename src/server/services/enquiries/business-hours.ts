import { type Weekday, weekdays } from '#content/schemas/enquiry-routing.js';

/** The hours in which staff answer enquiries, India Standard Time (the routing rules' content). */
export type BusinessHours = { days: readonly Weekday[]; opens: string; closes: string };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const WEEK_MS = 7 * DAY_MS;
/** Monday 3 January 2000, 00:00 IST: the weeks are counted from it. */
const MONDAY_ANCHOR_MS = Date.UTC(2000, 0, 3) - 330 * MINUTE_MS;

function minutesOfDay(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Business minutes from the anchor to `instant`: whole weeks at once, then the days of the last. */
function businessMinutesSinceAnchor(instant: number, hours: BusinessHours): number {
  const opens = minutesOfDay(hours.opens) * MINUTE_MS;
  const closes = minutesOfDay(hours.closes) * MINUTE_MS;
  const dayIndexes = new Set(hours.days.map((day) => weekdays.indexOf(day)));
  const elapsed = Math.max(0, instant - MONDAY_ANCHOR_MS);
  const weeks = Math.floor(elapsed / WEEK_MS);
  const intoWeek = elapsed - weeks * WEEK_MS;
  let total = weeks * dayIndexes.size * (closes - opens);
  for (const day of dayIndexes) {
    const windowStart = day * DAY_MS + opens;
    total += Math.min(Math.max(intoWeek - windowStart, 0), closes - opens);
  }
  return total / MINUTE_MS;
}

/**
 * Minutes of business hours between two ISO times: an enquiry sent on Saturday evening and
 * answered on Monday at 10:30 took 30 minutes.
 */
export function businessMinutesBetween(fromIso: string, toIso: string, hours: BusinessHours): number {
  const from = Date.parse(fromIso);
  const to = Date.parse(toIso);
  if (!(to > from)) return 0;
  return businessMinutesSinceAnchor(to, hours) - businessMinutesSinceAnchor(from, hours);
}
