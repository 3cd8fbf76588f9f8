import type { Kysely } from 'kysely';

/**
 * Days whose analytics roll-ups no longer match their rows: a visit sent late into a rolled-up
 * day, or a purge that removed rows or moved a session's first visit. The analytics read such a
 * day from its rows until the close-of-day job rolls it up again and removes its mark
 * (src/server/services/analytics/analytics-rollups.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_stale_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_stale_days').execute();
}
