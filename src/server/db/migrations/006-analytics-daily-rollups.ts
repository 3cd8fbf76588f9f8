import type { Kysely } from 'kysely';

/**
 * Daily roll-ups of the admin analytics (src/server/db/analytics/daily-rollups.ts): for each
 * closed India Standard Time day, the counts per dimension value, so a timeframe of a year sums a
 * few thousand small rows instead of counting a million visits. `analytics_rolled_up_days` lists
 * the days rolled up (a day without any row is listed too, so it is not looked at again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_daily_rollups')
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addColumn('page_views', 'integer', (c) => c.notNull())
    .addColumn('chats', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_rollups_pk', ['dimension', 'day', 'name', 'country'])
    .execute();
  // Forgetting a day (retention purge) deletes by day alone.
  await db.schema
    .createIndex('analytics_daily_rollups_day')
    .on('analytics_daily_rollups')
    .column('day')
    .execute();
  await db.schema
    .createTable('analytics_rolled_up_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .execute();

  // A visitor is counted on the day of the session's first human visit: finding whether a visit is
  // its session's first reads this index, one short seek per visit. It starts with session_id, so
  // it replaces the index on session_id alone.
  await db.schema
    .createIndex('visitors_session_first_visit')
    .on('visitors')
    .columns(['session_id', 'is_bot', 'visit_time', 'id'])
    .execute();
  await db.schema.dropIndex('visitors_session_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('visitors_session_id').on('visitors').column('session_id').execute();
  await db.schema.dropIndex('visitors_session_first_visit').execute();
  await db.schema.dropTable('analytics_rolled_up_days').execute();
  await db.schema.dropTable('analytics_daily_rollups').execute();
}
