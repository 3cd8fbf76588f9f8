import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export async function insertAdminSession(
  db: Kysely<Database>,
  session: { tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('admin_sessions')
    .values({ token_hash: session.tokenHash, created_at: session.createdAt, expires_at: session.expiresAt })
    .execute();
}

/** The session's expiry when the token hash names a session that is neither revoked nor expired at `now`. */
export async function findActiveAdminSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<{ expiresAt: string } | undefined> {
  const row = await db
    .selectFrom('admin_sessions')
    .select('expires_at')
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { expiresAt: row.expires_at };
}

export async function revokeAdminSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('admin_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}
