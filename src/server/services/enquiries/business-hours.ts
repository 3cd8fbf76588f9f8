import type { SiteContent } from '#content/index.js';
import { indiaDay, spansOn } from '#content/opening-status.js';
import { minutesOfTime, weekdays } from '#content/opening-time.js';
import type { LocationHours, WeeklyHours } from '#content/schemas/opening-hours.js';
import { weekdays as ruleWeekdays } from '#shared/weekdays.js';

// The hours an office answers enquiries in: its own opening hours (weekly hours and special days,
// as its card on the Contact page shows them), or the routing rules' business hours for an office
// that publishes none. First response times and the overdue reminder count only these.

type RuleHours = SiteContent['enquiryRouting']['businessHours'];

const MINUTE_MS = 60_000;

/** The routing rules' one span on its working days, as a week of opening hours. */
function weekOfRule(rule: RuleHours): WeeklyHours {
  // Both weekday lists start on Monday: the rules write 'Mon', the opening hours 'monday'.
  const working = new Set(rule.days.map((day) => ruleWeekdays.indexOf(day)));
  const span = [{ opens: rule.opens, closes: rule.closes }];
  return Object.fromEntries(
    weekdays.map((day, index) => [day, working.has(index) ? span : []]),
  ) as WeeklyHours;
}

/** The hours `officeId`'s enquiries are counted in: the office's own, else the routing rules'. */
export function answeringHours(officeId: string, content: SiteContent): LocationHours {
  const office = content.branches.offices.find((candidate) => candidate.id === officeId);
  if (office?.weeklyHours) return office;
  return { weeklyHours: weekOfRule(content.enquiryRouting.businessHours) };
}

/**
 * Minutes of business hours between two ISO times, day by day in India time: an enquiry sent on
 * Saturday evening and answered on Monday at 10:30 took 30 minutes when Monday opens at 10:00;
 * a special day (Durga Puja, closed) counts nothing.
 */
export function businessMinutesBetween(fromIso: string, toIso: string, hours: LocationHours): number {
  const from = Date.parse(fromIso);
  const to = Date.parse(toIso);
  if (!(to > from)) return 0;
  let total = 0;
  // Each India day from the one `from` falls on: its spans, clipped to [from, to].
  const first = indiaDay(new Date(from));
  const midnightOfFirst = from - first.minute * MINUTE_MS - (from % MINUTE_MS);
  for (let dayStart = midnightOfFirst, offset = 0; dayStart < to; dayStart += 1440 * MINUTE_MS, offset += 1) {
    for (const span of spansOn(hours, indiaDay(new Date(from), offset))) {
      const opens = dayStart + minutesOfTime(span.opens) * MINUTE_MS;
      const closes = dayStart + minutesOfTime(span.closes) * MINUTE_MS;
      total += Math.max(0, Math.min(closes, to) - Math.max(opens, from));
    }
  }
  return total / MINUTE_MS;
}
