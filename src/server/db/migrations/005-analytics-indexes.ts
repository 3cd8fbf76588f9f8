import type { Kysely } from 'kysely';
import { databaseKind } from '#server/db/dialect.js';

/**
 * Indexes for the admin analytics at scale (bench/analytics-at-scale.ts). Every figure filters
 * human rows (is_bot = 0) from a time on and reads a few short columns, so one covering index per
 * table lets the counts read the index alone instead of the wide rows (user agents are long).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('visitors_analytics_cover')
    .on('visitors')
    .columns(['is_bot', 'visit_time', 'session_id', 'country', 'city', 'referrer', 'browser', 'device_type'])
    .execute();
  await db.schema
    .createIndex('page_views_analytics_cover')
    .on('page_views')
    .columns(['is_bot', 'viewed_at', 'path'])
    .execute();
  // The exports page by (time, id). SQLite's time indexes already end in the rowid (the id);
  // PostgreSQL needs the pair spelt out.
  if (databaseKind(db) === 'postgres') {
    await db.schema
      .createIndex('visitors_visit_time_id')
      .on('visitors')
      .columns(['visit_time', 'id'])
      .execute();
    await db.schema
      .createIndex('chats_interaction_time_id')
      .on('chats')
      .columns(['interaction_time', 'id'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'chats_interaction_time_id',
    'visitors_visit_time_id',
    'page_views_analytics_cover',
    'visitors_analytics_cover',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
}
