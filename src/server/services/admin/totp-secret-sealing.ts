import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ConfigError } from '#server/config.js';
import type { Database } from '#server/db/schema.js';
import { listTotpSecrets, replaceTotpSecret } from '#server/db/second-factors-repository.js';

/**
 * Authenticator apps' secrets are sealed in the database with TOTP_SECRET_KEY (AES-256-GCM), so a
 * copy of the database alone (a backup, a dump) does not give anyone the codes of a person's app.
 * The account's id is bound into each seal: a sealed secret moved to another row does not open.
 * A secret stored before the key was set is plain base32, which has no dots: `sealedPrefix` tells
 * the two apart.
 */

const sealedPrefix = 'sealed1.';
const algorithm = 'aes-256-gcm';

export function isSealed(stored: string): boolean {
  return stored.startsWith(sealedPrefix);
}

/** The secret as it is to be stored: sealed when there is a key, as it is otherwise. */
export function sealTotpSecret(secret: string, accountId: number, key: Buffer | undefined): string {
  if (!key) return secret;
  const nonce = randomBytes(12);
  const cipher = createCipheriv(algorithm, key, nonce).setAAD(accountBinding(accountId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${sealedPrefix}${nonce.toString('base64url')}.${sealed.toString('base64url')}`;
}

/**
 * The secret of a stored value: a plain one as it is; a sealed one opened with the key, or
 * undefined when there is no key, another key, or the value was altered or belongs to another row.
 */
export function openTotpSecret(
  stored: string,
  accountId: number,
  key: Buffer | undefined,
): string | undefined {
  if (!isSealed(stored)) return stored;
  if (!key) return undefined;
  const [nonce = '', sealed = ''] = stored.slice(sealedPrefix.length).split('.');
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= 16) return undefined;
  try {
    const decipher = createDecipheriv(algorithm, key, Buffer.from(nonce, 'base64url'))
      .setAAD(accountBinding(accountId))
      .setAuthTag(bytes.subarray(-16));
    return Buffer.concat([decipher.update(bytes.subarray(0, -16)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

function accountBinding(accountId: number): Buffer {
  return Buffer.from(`staff_totp:${accountId}`, 'utf8');
}

/**
 * At start-up, before the server listens: with a key, seals the secrets stored before it was set,
 * and stops the start if a sealed one does not open with it (another key); without one, stops the
 * start if any secret is sealed, since no code could be checked. Answers how many it sealed and
 * how many stay unsealed (no key).
 */
export async function sealStoredTotpSecrets(
  db: Kysely<Database>,
  key: Buffer | undefined,
): Promise<{ sealedNow: number; unsealed: number }> {
  const rows = await listTotpSecrets(db);
  const sealed = rows.filter((row) => isSealed(row.secret));
  if (!key) {
    if (sealed.length > 0) {
      throw new ConfigError(
        `TOTP_SECRET_KEY is not set, but ${sealed.length} authenticator app secret(s) in the database are sealed with it: set the key they were sealed with.`,
      );
    }
    return { sealedNow: 0, unsealed: rows.length };
  }
  const unopened = sealed.filter((row) => openTotpSecret(row.secret, row.account_id, key) === undefined);
  if (unopened.length > 0) {
    throw new ConfigError(
      `TOTP_SECRET_KEY does not open ${unopened.length} authenticator app secret(s) in the database: they were sealed with another key. Set the key they were sealed with.`,
    );
  }
  let sealedNow = 0;
  for (const row of rows.filter((each) => !isSealed(each.secret))) {
    const to = sealTotpSecret(row.secret, row.account_id, key);
    if (await replaceTotpSecret(db, row.account_id, { from: row.secret, to })) sealedNow += 1;
  }
  return { sealedNow, unsealed: 0 };
}
