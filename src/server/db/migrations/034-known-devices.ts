import type { Kysely } from 'kysely';

/**
 * Each account's key for its "known device" cookies (issue 46, L4): a browser the person signed in
 * from carries a cookie signed with it, and its sign-in attempts are counted apart from everyone
 * else's, so guesses from elsewhere cannot lock the person out. A new password clears the key, and
 * with it every device the account knew.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_accounts').addColumn('known_device_secret', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_accounts').dropColumn('known_device_secret').execute();
}
