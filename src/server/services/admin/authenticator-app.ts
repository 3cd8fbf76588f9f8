import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Database } from '#server/db/schema.js';
import { acceptTotpTimeStep, findTotp, saveUnconfirmedTotp } from '#server/db/second-factors-repository.js';
import { openTotpSecret, sealTotpSecret } from './totp-secret-sealing.js';

/** A code of the step before or after the current one is accepted too: phones' clocks drift. */
const CLOCK_DRIFT_SECONDS = 30;

/**
 * Starts adding an authenticator app: a new secret, kept on the server unconfirmed (sealed with
 * `secretKey`, TOTP_SECRET_KEY, when set) until the person types a first right code. The secret
 * and its otpauth URI (issued by the company, labelled with the person's e-mail) go to the person
 * once, here. Refused (undefined) when a confirmed app
 * exists: it must be removed first.
 */
export async function startTotpEnrollment(
  db: Kysely<Database>,
  secretKey: Buffer | undefined,
  account: { id: number; email: string },
  now: Date,
  /** The company's name (the published content's): the issuer the app shows above the code. */
  companyName: string,
): Promise<{ secret: string; uri: string } | undefined> {
  const secret = generateSecret();
  const stored = sealTotpSecret(secret, account.id, secretKey);
  const saved = await saveUnconfirmedTotp(db, account.id, stored, now.toISOString());
  if (!saved) return undefined;
  return { secret, uri: generateURI({ issuer: companyName, label: account.email, secret }) };
}

/**
 * Checks a code from the account's app and uses it up: accepted only for a time step after the last
 * accepted one, so a code seen over someone's shoulder cannot be used again. `confirming` is the
 * first code of a new app; otherwise the app must be confirmed already. A secret sealed with
 * another key than `secretKey` accepts no code (the server refuses to start that way: main.ts).
 */
export async function checkTotpCode(
  db: Kysely<Database>,
  secretKey: Buffer | undefined,
  check: { accountId: number; code: string; now: Date; confirming?: boolean },
): Promise<boolean> {
  const { accountId, code, now, confirming = false } = check;
  const totp = await findTotp(db, accountId);
  if (!totp || (totp.confirmed_at === null) !== confirming) return false;
  const secret = openTotpSecret(totp.secret, accountId, secretKey);
  if (secret === undefined) return false;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: CLOCK_DRIFT_SECONDS,
    afterTimeStep: totp.last_time_step,
  });
  if (!result.valid || !('timeStep' in result)) return false;
  return acceptTotpTimeStep(db, accountId, result.timeStep, now.toISOString());
}
