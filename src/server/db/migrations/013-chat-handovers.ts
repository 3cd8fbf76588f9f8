import type { Kysely } from 'kysely';

/**
 * Whether the assistant handed the visitor over to a person in this exchange (it could not
 * answer, or was asked for a person): the admin's chat analytics count them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chats')
    .addColumn('handover', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chats').dropColumn('handover').execute();
}
