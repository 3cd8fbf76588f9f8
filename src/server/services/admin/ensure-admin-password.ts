import type { Kysely } from 'kysely';
import { findAdminPasswordHash, replaceAdminPasswordHash } from '#server/db/admin-credentials-repository.js';
import type { Database } from '#server/db/schema.js';
import { generatePassword, hashPassword, verifyPassword } from './password-hashing.js';

type AdminPasswordOutcome =
  | { kind: 'unchanged' }
  | { kind: 'set-from-environment' }
  | { kind: 'generated'; password: string };

/**
 * Makes sure an admin password exists. `ADMIN_PASSWORD`, when given, is the password (a changed
 * value replaces the stored hash and signs every admin out). Without it, the first start makes a
 * strong password and returns it so the caller prints it once; only its hash is stored.
 */
export async function ensureAdminPassword(
  db: Kysely<Database>,
  passwordFromEnvironment: string | undefined,
): Promise<AdminPasswordOutcome> {
  const storedHash = await findAdminPasswordHash(db);
  if (passwordFromEnvironment !== undefined) {
    if (storedHash && (await verifyPassword(passwordFromEnvironment, storedHash)))
      return { kind: 'unchanged' };
    await replaceAdminPasswordHash(db, await hashPassword(passwordFromEnvironment));
    return { kind: 'set-from-environment' };
  }
  if (storedHash) return { kind: 'unchanged' };
  const password = generatePassword();
  await replaceAdminPasswordHash(db, await hashPassword(password));
  return { kind: 'generated', password };
}
