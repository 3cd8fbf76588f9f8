import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import { findKnownDeviceSecret, setKnownDeviceSecretIfNone } from '#server/db/staff-accounts-repository.js';

/**
 * "Known device" cookies (OWASP's advice against lockouts as a denial of service; issue 46, L4): a
 * browser a person has signed in from carries a cookie naming their account, signed with a key of
 * the account's kept in the database (never sent anywhere). Sign-in attempts that carry a valid one
 * are counted apart from all others, so ten wrong passwords from elsewhere lock out the guessers,
 * not the person at their own desk. A new password clears the key: every device is forgotten.
 */

export const knownDeviceCookieName = 'known_device';

/** Half a year: a person who signs in now and then stays known. */
const MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

function signature(secret: string, accountId: number): string {
  return createHmac('sha256', secret).update(`known-device:${accountId}`).digest('base64url');
}

/** The Set-Cookie value that makes this browser a known device of the account. */
export async function knownDeviceCookie(
  db: Kysely<Database>,
  accountId: number,
  siteUrl: string,
): Promise<string> {
  let secret = await findKnownDeviceSecret(db, accountId);
  if (!secret) {
    // Two sign-ins at once agree on one key: the first one written.
    await setKnownDeviceSecretIfNone(db, accountId, randomBytes(32).toString('base64url'));
    secret = await findKnownDeviceSecret(db, accountId);
    if (!secret) throw new Error(`account ${accountId} has no known-device key`);
  }
  const value = `${accountId}.${signature(secret, accountId)}`;
  const attributes = [`Path=/api/auth`, `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
  return [
    `${knownDeviceCookieName}=${value}`,
    ...attributes,
    ...(siteUrl.startsWith('https:') ? ['Secure'] : []),
  ].join('; ');
}

/** The known-device value a request's Cookie header carries, if any. */
function cookieValue(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === knownDeviceCookieName) return value.join('=');
  }
  return undefined;
}

/** Whether the request's cookies make it a known device of the account. */
export async function isKnownDevice(
  db: Kysely<Database>,
  cookieHeader: string | undefined,
  accountId: number,
): Promise<boolean> {
  const [id, given] = (cookieValue(cookieHeader) ?? '').split('.');
  if (id !== String(accountId) || !given) return false;
  const secret = await findKnownDeviceSecret(db, accountId);
  if (!secret) return false;
  const expected = Buffer.from(signature(secret, accountId));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/**
 * What an account's sign-in attempts are counted under: a known device of the person's apart from
 * every other client, so one cannot lock out the other.
 */
export function accountThrottleKey(email: string, knownDevice: boolean): string {
  return knownDevice ? `known-device:${email}` : email;
}
