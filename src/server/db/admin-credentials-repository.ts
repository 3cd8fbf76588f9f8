import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** There is one admin password; its hash lives in the single row with id 1. */
const ADMIN_ROW = 1;

export async function findAdminPasswordHash(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('admin_credentials')
    .select('password_hash')
    .where('id', '=', ADMIN_ROW)
    .executeTakeFirst();
  return row?.password_hash;
}

/** Stores a new hash and revokes every admin session, in one transaction. */
export async function replaceAdminPasswordHash(db: Kysely<Database>, passwordHash: string): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('admin_credentials')
      .values({ id: ADMIN_ROW, password_hash: passwordHash, updated_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet({ password_hash: passwordHash, updated_at: now }))
      .execute();
    await trx
      .updateTable('admin_sessions')
      .set({ revoked_at: now })
      .where('revoked_at', 'is', null)
      .execute();
  });
}
