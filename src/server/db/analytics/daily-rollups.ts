import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '#server/db/schema.js';
import { analyticsDay, analyticsDayStart, nextAnalyticsDay } from '#shared/analytics.js';
import {
  chatsSince,
  firstHumanVisits,
  humanPageViews,
  humanVisits,
  type RollupDimension,
  visitDimensionValue,
} from './analytics-scope.js';

/**
 * The SQL of the daily roll-ups behind the admin analytics: for each closed India Standard Time
 * day, the counts per dimension value. `analytics_rolled_up_days` lists the days rolled up (a day
 * without rows too), `analytics_stale_days` those whose rows changed since. What to roll up and
 * when is src/server/services/analytics/analytics-rollups.ts's business.
 */

/** The IST day of the oldest visit, page view or chat (each a seek on its time index). */
export async function selectFirstDayWithRows(db: Kysely<Database>): Promise<string | null> {
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

/** The days from `from` up to (not including) `to` that are rolled up and not stale, in order. */
export async function selectFreshDays(db: Kysely<Database>, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('analytics_rolled_up_days as rolled_up')
    .select('rolled_up.day')
    .where('rolled_up.day', '>=', from)
    .where('rolled_up.day', '<', to)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('analytics_stale_days as stale')
            .select(sql.lit(1).as('found'))
            .whereRef('stale.day', '=', 'rolled_up.day'),
        ),
      ),
    )
    .orderBy('rolled_up.day')
    .execute();
  return rows.map((row) => row.day);
}

/** Marks days whose rows changed after they were rolled up. */
export async function insertStaleDays(db: Kysely<Database>, days: readonly string[]): Promise<void> {
  if (days.length === 0) return;
  await db
    .insertInto('analytics_stale_days')
    .values(days.map((day) => ({ day })))
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
}

/** Forgets the roll-ups and marks of the days before `day`, which have no rows left (purged). */
export async function deleteRollupsBefore(db: Kysely<Database>, day: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of [
      'analytics_daily_rollups',
      'analytics_rolled_up_days',
      'analytics_stale_days',
    ] as const) {
      await trx.deleteFrom(table).where('day', '<', day).execute();
    }
  });
}

/**
 * Rolls up `days` again from their rows, in one transaction. Each day's mark is claimed first, so
 * a second run rolling up the same day at once (another server) waits for this one on PostgreSQL,
 * and on SQLite no other writer runs until this commits. The stale mark goes before the rows are
 * read: a late visit that commits meanwhile marks the day again, to be rolled up at the next run.
 */
export async function rollUpDays(db: Kysely<Database>, days: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const day of days) {
      await trx
        .insertInto('analytics_rolled_up_days')
        .values({ day })
        .onConflict((conflict) => conflict.column('day').doUpdateSet({ day }))
        .execute();
      await trx.deleteFrom('analytics_stale_days').where('day', '=', day).execute();
      await trx.deleteFrom('analytics_daily_rollups').where('day', '=', day).execute();
      await insertRollups(trx, day);
    }
  });
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
  const to = analyticsDayStart(nextAnalyticsDay(day));
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
