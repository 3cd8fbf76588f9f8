import type { Kysely } from 'kysely';
import type { AnalyticsWindow } from '#server/db/analytics/analytics-scope.js';
import {
  deleteRollupsBefore,
  insertStaleDays,
  rollUpDays,
  selectFirstDayWithRows,
  selectFreshDays,
} from '#server/db/analytics/daily-rollups.js';
import type { Database } from '#server/db/schema.js';
import {
  analyticsDay,
  analyticsDayStart,
  nextAnalyticsDay,
  type Timeframe,
  timeframeStart,
} from '#shared/analytics.js';

/**
 * The lifecycle of the analytics' daily roll-ups, in one place:
 * - rows are stamped with the server's time, so a closed India Standard Time day keeps its rows,
 *   except when a visit arrives late from a browser's queue (it keeps its own time) or the
 *   retention purge deletes rows: those tell `markAnalyticsDaysChanged` which days changed;
 * - the close-of-day job (`rollUpClosedDays`, run by the schedule) rolls up every closed day that
 *   is not rolled up yet or has changed since;
 * - reads only read: `analyticsWindow` takes the roll-ups of the days rolled up without a gap
 *   and counts the rows after them, so a figure is right whether or not the job has run yet.
 */

/** The job commits every week of days, so visits recorded meanwhile never wait long for the lock. */
const DAYS_PER_TRANSACTION = 7;

/** Days (`YYYY-MM-DD`, IST) whose rows changed after their roll-up was made: read live until rolled up again. */
export async function markAnalyticsDaysChanged(db: Kysely<Database>, days: readonly string[]): Promise<void> {
  await insertStaleDays(db, [...new Set(days)]);
}

/**
 * Rolls up every closed day, from the first with rows to yesterday, that is not rolled up or has
 * changed since; forgets the roll-ups of days before the first with rows (purged). Returns the
 * days rolled up.
 */
export async function rollUpClosedDays(db: Kysely<Database>, now: Date): Promise<string[]> {
  const today = analyticsDay(now);
  const firstDay = await selectFirstDayWithRows(db);
  await deleteRollupsBefore(db, firstDay ?? today);
  if (firstDay === null || firstDay >= today) return [];
  const fresh = new Set(await selectFreshDays(db, firstDay, today));
  const due: string[] = [];
  for (let day = firstDay; day < today; day = nextAnalyticsDay(day)) {
    if (!fresh.has(day)) due.push(day);
  }
  for (let start = 0; start < due.length; start += DAYS_PER_TRANSACTION) {
    await rollUpDays(db, due.slice(start, start + DAYS_PER_TRANSACTION));
  }
  return due;
}

/**
 * The window a timeframe's figures are read over: roll-ups for the days from the timeframe's
 * first day (or the first day with rows) that are rolled up and unchanged, one after the other;
 * the rows from the first day that is not (today at the latest) on.
 */
export async function analyticsWindow(
  db: Kysely<Database>,
  timeframe: Timeframe,
  now: Date,
): Promise<AnalyticsWindow> {
  const since = timeframeStart(timeframe, now);
  const today = analyticsDay(now);
  const firstDay = (await selectFirstDayWithRows(db)) ?? today;
  const sinceDay = since === null ? firstDay : analyticsDay(new Date(since));
  // The later of the first day with rows and the timeframe's first day, today at the latest.
  let rolledUpFrom = firstDay > sinceDay ? firstDay : sinceDay;
  if (rolledUpFrom > today) rolledUpFrom = today;
  const fresh = new Set(await selectFreshDays(db, rolledUpFrom, today));
  let liveDay = rolledUpFrom;
  while (fresh.has(liveDay)) liveDay = nextAnalyticsDay(liveDay);
  return { since, rolledUpFrom, liveFrom: analyticsDayStart(liveDay) };
}
