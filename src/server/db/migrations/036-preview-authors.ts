import type { Kysely } from 'kysely';

/**
 * Each preview names the account that made it (issue 46), so a preview link ends when its author
 * discards the draft it shows or is disabled, rather than working on for its 30 minutes. Previews
 * made before have no author and keep their 30 minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_previews').addColumn('account_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_previews').dropColumn('account_id').execute();
}
