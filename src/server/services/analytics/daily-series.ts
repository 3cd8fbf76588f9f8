import type { DailyCount } from '#server/db/analytics/daily-activity.js';
import { analyticsDay, type DailyActivity } from '#shared/analytics.js';

const dayMs = 24 * 60 * 60 * 1000;
/** Retention keeps about 13 months; this bounds the series even if an odd old row remains. */
const maxDays = 800;

/**
 * Every day from the first day of the timeframe (or the first active day, for all time) to today,
 * with the counts of the days that had any, so the line chart shows quiet days as zeros.
 */
export function fillDailySeries(counts: DailyCount[], since: string | null, now: Date): DailyActivity[] {
  const today = analyticsDay(now);
  const byDay = new Map<string, DailyActivity>();
  for (const { day, kind, count } of counts) {
    const entry = byDay.get(day) ?? { day, visitors: 0, chats: 0 };
    entry[kind] = count;
    byDay.set(day, entry);
  }
  const firstActive = [...byDay.keys()].sort()[0];
  const first = since === null ? (firstActive ?? today) : analyticsDay(new Date(since));

  const series: DailyActivity[] = [];
  const end = Date.parse(`${today}T00:00:00Z`);
  const start = Math.max(Date.parse(`${first}T00:00:00Z`), end - (maxDays - 1) * dayMs);
  for (let time = start; time <= end; time += dayMs) {
    const day = new Date(time).toISOString().slice(0, 10);
    series.push(byDay.get(day) ?? { day, visitors: 0, chats: 0 });
  }
  return series;
}
