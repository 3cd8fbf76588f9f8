import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { findAdminPasswordHash } from '#server/db/admin-credentials-repository.js';
import type { Database } from '#server/db/schema.js';
import type { LoginResult } from '#shared/auth.js';
import { startAdminSession } from './admin-sessions.js';
import { HashingBusyError } from './hashing-capacity.js';
import { type LoginThrottle, LoginThrottleUnavailableError } from './login-throttle.js';
import { verifyPassword } from './password-hashing.js';

type SignInOutcome =
  | { kind: 'signed-in'; session: LoginResult }
  | { kind: 'wrong-password' }
  | { kind: 'locked-out'; lockedForMs: number }
  /** Too many passwords are being checked right now: try again in a moment. */
  | { kind: 'busy' }
  /** The shared attempt counts cannot be read (Redis away): nothing is checked. */
  | { kind: 'unavailable' };

type SignInContext = { db: Kysely<Database>; throttle: LoginThrottle; log: FastifyBaseLogger };

/**
 * The admin signs in with the one password, checked here against its scrypt hash (never in the
 * browser), and gets a session token for 24 hours. The attempt is counted before the hash runs,
 * so parallel guesses cannot all pass the lockout; a client that failed too often is refused
 * without its password being checked.
 */
export async function signIn(
  { db, throttle, log }: SignInContext,
  attempt: { address: string; password: string; now: Date },
): Promise<SignInOutcome> {
  const { address } = attempt;
  try {
    const check = await throttle.beginAttempt(address);
    if (check.kind === 'locked-out') {
      log.warn({ address }, 'admin sign-in refused: address locked out');
      return check;
    }
    return await judgeAttempt({ db, throttle, log }, attempt, check);
  } catch (error) {
    if (!(error instanceof LoginThrottleUnavailableError)) throw error;
    log.error({ err: error, address }, 'admin sign-in refused: the shared attempt counts are unavailable');
    return { kind: 'unavailable' };
  }
}

async function judgeAttempt(
  { db, throttle, log }: SignInContext,
  { address, password, now }: { address: string; password: string; now: Date },
  counted: { attempts: number },
): Promise<SignInOutcome> {
  let valid: boolean;
  try {
    const storedHash = await findAdminPasswordHash(db);
    valid = storedHash !== undefined && (await verifyPassword(password, storedHash));
  } catch (error) {
    // Not judged (hashing full, database away): the attempt does not count against the client.
    await throttle.withdrawAttempt(address);
    if (!(error instanceof HashingBusyError)) throw error;
    log.warn({ address }, 'admin sign-in refused: password hashing is at capacity');
    return { kind: 'busy' };
  }

  if (!valid) {
    const lockedUntil = await throttle.recordFailure(address, counted);
    log.warn({ address, attempts: counted.attempts }, 'admin sign-in failed: wrong password');
    if (lockedUntil) {
      log.warn(
        { address, lockedUntil: lockedUntil.toISOString() },
        'admin sign-in locked out after repeated failures',
      );
    }
    return { kind: 'wrong-password' };
  }

  await throttle.withdrawAttempt(address);
  log.info({ address }, 'admin signed in');
  return { kind: 'signed-in', session: await startAdminSession(db, now) };
}
