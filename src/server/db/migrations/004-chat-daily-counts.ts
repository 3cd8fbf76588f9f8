import type { Kysely } from 'kysely';

/**
 * Chat exchanges of visitors who did not allow statistics are not recorded one by one; only how
 * many there were each day, by mode, and how many of them the provider failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_daily_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('exchanges', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('chat_daily_counts_pk', ['day', 'mode'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_daily_counts').execute();
}
