import type { Kysely } from 'kysely';

/**
 * Each event of an enquiry's history names the person who made it (issue 46, M2): a status change,
 * a note or a reassignment. Events from before have none and read "by an earlier account".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('enquiry_events').addColumn('actor_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('enquiry_events').dropColumn('actor_name').execute();
}
