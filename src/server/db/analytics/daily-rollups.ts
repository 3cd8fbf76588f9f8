import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { analyticsDay, analyticsUtcOffsetMinutes } from '../../../shared/analytics.js';
import { lockTableAgainstWriters } from '../dialect.js';
import type { Database } from '../schema.js';
import {
  chatsSince,
  firstHumanVisits,
  humanPageViews,
  humanVisits,
  type RollupDimension,
  visitDimensionValue,
} from './analytics-scope.js';

/**
 * The daily roll-ups behind the admin analytics. Rows are stamped with the server's time when they
 * are written, so a closed India Standard Time day does not change, with two exceptions that forget
 * the day's roll-up so it is made again: a visit sent late from a browser's queue, which keeps its
 * own time (services/tracking/visit-recorder.ts), and the retention purge.
 *
 * Roll-ups are made lazily: before answering, the analytics make sure every closed day that has
 * rows is rolled up, and count today from the rows. The first query over a long history rolls up
 * all of it (seconds for a million visits); later ones roll up at most the day that closed since.
 * The server does not roll up in the background at start: tests, scripts and the benchmark write
 * rows with past times after a start, before their first query (a day rolled up before rows were
 * written into it outside the tracking path would miss them).
 */

/** A backfill commits every week of days, so visits recorded meanwhile never wait long for the lock. */
const daysPerTransaction = 7;

const dayMs = 24 * 60 * 60 * 1000;

/** The instant an IST day starts, ISO. */
function analyticsDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - analyticsUtcOffsetMinutes * 60 * 1000).toISOString();
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * dayMs).toISOString().slice(0, 10);
}

/**
 * Rolls up every day before `liveFrom` (an IST midnight: today's) that has rows and is not rolled up yet.
 * Concurrent calls in this process share one run; another process (or a second server) doing
 * the same at once is safe too: each day is claimed by inserting it into `analytics_rolled_up_days`
 * in the transaction that writes its roll-ups, so only one of them rolls it up.
 */
export function createDailyRollups(db: Kysely<Database>) {
  const running = new Map<string, Promise<void>>();
  return function rollUpDaysBefore(liveFrom: string): Promise<void> {
    let run = running.get(liveFrom);
    if (!run) {
      run = rollUpMissingDays(db, analyticsDay(new Date(liveFrom))).finally(() => running.delete(liveFrom));
      running.set(liveFrom, run);
    }
    return run;
  };
}

async function rollUpMissingDays(db: Kysely<Database>, liveDay: string): Promise<void> {
  const firstDay = await firstDayWithRows(db);
  if (firstDay === null || firstDay >= liveDay) return;
  const dayCount = Math.round((Date.parse(liveDay) - Date.parse(firstDay)) / dayMs);
  const rolledUpDays = db
    .selectFrom('analytics_rolled_up_days')
    .where('day', '>=', firstDay)
    .where('day', '<', liveDay);
  const { count } = await rolledUpDays
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) === dayCount) return;

  const rolledUp = await rolledUpDays.select('day').execute();
  const done = new Set(rolledUp.map((row) => row.day));
  const missing = Array.from({ length: dayCount }, (_, index) => addDays(firstDay, index)).filter(
    (day) => !done.has(day),
  );
  for (let start = 0; start < missing.length; start += daysPerTransaction) {
    const days = missing.slice(start, start + daysPerTransaction);
    await db.transaction().execute(async (trx) => {
      // Claiming first makes this a write transaction from its first statement: on SQLite no other
      // writer runs until it commits; on PostgreSQL a concurrent claim of the same day waits for
      // this one and then finds the day taken.
      const claimed = await trx
        .insertInto('analytics_rolled_up_days')
        .values(days.map((day) => ({ day })))
        .onConflict((conflict) => conflict.column('day').doNothing())
        .returning('day')
        .execute();
      for (const { day } of claimed) await insertRollups(trx, day);
    });
  }
}

/** The IST day of the oldest visit, page view or chat (each a seek on its time index). */
async function firstDayWithRows(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('visitors')
        .select((v) => v.fn.min('visit_time').as('t'))
        .as('visit'),
      eb
        .selectFrom('page_views')
        .select((p) => p.fn.min('viewed_at').as('t'))
        .as('page_view'),
      eb
        .selectFrom('chats')
        .select((c) => c.fn.min('interaction_time').as('t'))
        .as('chat'),
    ])
    .executeTakeFirstOrThrow();
  const times = [row.visit, row.page_view, row.chat].filter((time): time is string => time !== null);
  return times.length === 0 ? null : analyticsDay(new Date(times.sort()[0]!));
}

type Measure = 'visits' | 'visitors' | 'page_views' | 'chats';

/**
 * One dimension's counts of a day's rows, as roll-up rows: count(*) in the measured column, 0 in
 * the others, grouped by the dimension's value (no grouping for the day's totals).
 */
function countsOf<TB extends keyof Database>(
  rows: SelectQueryBuilder<Database, TB, object>,
  measure: Measure,
  dimension: RollupDimension,
  name?: RawBuilder<string>,
  country?: RawBuilder<string>,
) {
  const count = (column: Measure) => (column === measure ? sql<number>`count(*)` : sql<number>`0`).as(column);
  const groupBy = [name, country].filter((value): value is RawBuilder<string> => value !== undefined);
  return rows
    .select([
      sql<string>`${sql.lit(dimension)}`.as('dimension'),
      (name ?? sql<string>`''`).as('name'),
      (country ?? sql<string>`''`).as('country'),
      count('visits'),
      count('visitors'),
      count('page_views'),
      count('chats'),
    ])
    .$if(groupBy.length > 0, (query) => query.groupBy(groupBy));
}

/**
 * Writes the roll-ups of one day in one statement: each dimension's counts from the raw rows of
 * the day, then summed per (dimension, value), since a location and the day's totals draw on
 * several of them. One day at a time, the day is a constant: computing each row's day in SQL
 * (strftime, to_char) cost more than all the counting.
 */
async function insertRollups(trx: Kysely<Database>, day: string): Promise<void> {
  const from = analyticsDayStart(day);
  const to = analyticsDayStart(addDays(day, 1));
  const visits = humanVisits(trx, from).where('visitors.visit_time', '<', to);
  const firstVisits = firstHumanVisits(trx, from, to);
  const pageViews = humanPageViews(trx, from).where('page_views.viewed_at', '<', to);
  const chats = chatsSince(trx, from).where('chats.interaction_time', '<', to);
  const column = (name: string) => sql<string>`${sql.ref(name)}`;
  const [city, country] = [column('visitors.city'), column('visitors.country')];

  // A visit counts in the day's totals and under its place, referrer, browser and device type; a
  // session's first human visit ever makes it a new visitor of the day and of that visit's place;
  // each session with a human visit that day is one of the day's visitors.
  const sessionsOfDay = visits.select([
    sql<string>`${sql.lit('day_visitors')}`.as('dimension'),
    sql<string>`''`.as('name'),
    sql<string>`''`.as('country'),
    sql<number>`0`.as('visits'),
    sql<number>`count(distinct visitors.session_id)`.as('visitors'),
    sql<number>`0`.as('page_views'),
    sql<number>`0`.as('chats'),
  ]);
  const counts = countsOf(visits, 'visits', 'day')
    .unionAll(countsOf(visits, 'visits', 'location', city, country))
    .unionAll(countsOf(visits, 'visits', 'referrer', visitDimensionValue('referrer')))
    .unionAll(countsOf(visits, 'visits', 'browser', visitDimensionValue('browser')))
    .unionAll(countsOf(visits, 'visits', 'device_type', visitDimensionValue('device_type')))
    .unionAll(countsOf(firstVisits, 'visitors', 'day'))
    .unionAll(countsOf(firstVisits, 'visitors', 'location', city, country))
    .unionAll(sessionsOfDay)
    .unionAll(countsOf(pageViews, 'page_views', 'day'))
    .unionAll(countsOf(pageViews, 'page_views', 'page', column('page_views.path')))
    .unionAll(countsOf(chats, 'chats', 'day'))
    .unionAll(countsOf(chats, 'chats', 'chat_location', column('chats.city'), column('chats.country')));
  await trx
    .insertInto('analytics_daily_rollups')
    .columns(['dimension', 'day', 'name', 'country', 'visits', 'visitors', 'page_views', 'chats'])
    .expression(
      trx
        .selectFrom(counts.as('counts'))
        .select((eb) => [
          'counts.dimension',
          sql.lit(day).as('day'),
          'counts.name',
          'counts.country',
          eb.fn.sum('counts.visits').as('visits'),
          eb.fn.sum('counts.visitors').as('visitors'),
          eb.fn.sum('counts.page_views').as('page_views'),
          eb.fn.sum('counts.chats').as('chats'),
        ])
        .groupBy(['counts.dimension', 'counts.name', 'counts.country'])
        // A day without rows still gets its (zero) totals from count(*); leave those out.
        .having((eb) =>
          eb(
            sql`sum(counts.visits) + sum(counts.visitors) + sum(counts.page_views) + sum(counts.chats)`,
            '>',
            0,
          ),
        ),
    )
    .execute();
}

/**
 * Forgets the roll-ups of `days` and, with `throughDay`, of every day up to it, so they are rolled
 * up again from the rows then in the tables. Call it after the rows changed (committed): taking the
 * lock waits for a roll-up under way, which may have read the rows as they were, and the next one
 * reads them as they are.
 */
export async function forgetRollups(
  db: Kysely<Database>,
  days: string[],
  throughDay?: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockTableAgainstWriters<Database>(trx, 'analytics_rolled_up_days');
    for (const table of ['analytics_rolled_up_days', 'analytics_daily_rollups'] as const) {
      await trx
        .deleteFrom(table)
        .where((eb) =>
          eb.or([
            ...(days.length > 0 ? [eb('day', 'in', days)] : []),
            ...(throughDay === undefined ? [] : [eb('day', '<=', throughDay)]),
          ]),
        )
        .execute();
    }
  });
}
