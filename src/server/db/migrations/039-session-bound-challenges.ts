import type { Kysely } from 'kysely';

/**
 * A passkey challenge may belong to one admin session (issue 45): the one a signed-in person
 * confirms a password change from, so an answer signed for one session is refused in another.
 * Null for every other challenge (adding a passkey, signing in, a second factor).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webauthn_challenges').addColumn('session_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webauthn_challenges').dropColumn('session_id').execute();
}
