import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { LoginResult } from '../../../shared/auth.js';
import { findAdminPasswordHash } from '../../db/admin-credentials-repository.js';
import type { Database } from '../../db/schema.js';
import { startAdminSession } from './admin-sessions.js';
import type { LoginThrottle } from './login-throttle.js';
import { verifyPassword } from './password-hashing.js';

type SignInOutcome =
  | { kind: 'signed-in'; session: LoginResult }
  | { kind: 'wrong-password' }
  | { kind: 'locked-out'; lockedForMs: number };

type SignInContext = { db: Kysely<Database>; throttle: LoginThrottle; log: FastifyBaseLogger };

/**
 * The admin signs in with the one password, checked here against its scrypt hash (never in the
 * browser), and gets a session token for 24 hours. An address that failed too often is locked
 * out for a while without its password being checked.
 */
export async function signIn(
  { db, throttle, log }: SignInContext,
  attempt: { address: string; password: string; now: Date },
): Promise<SignInOutcome> {
  const { address, now } = attempt;
  const lockedForMs = throttle.lockedForMs(address, now);
  if (lockedForMs > 0) {
    log.warn({ address }, 'admin sign-in refused: address locked out');
    return { kind: 'locked-out', lockedForMs };
  }

  const storedHash = await findAdminPasswordHash(db);
  const valid = storedHash !== undefined && (await verifyPassword(attempt.password, storedHash));
  if (!valid) {
    const outcome = throttle.recordFailure(address, now);
    log.warn({ address, failures: outcome.failures }, 'admin sign-in failed: wrong password');
    if (outcome.lockedUntil) {
      log.warn(
        { address, lockedUntil: outcome.lockedUntil.toISOString() },
        'admin sign-in locked out after repeated failures',
      );
    }
    return { kind: 'wrong-password' };
  }

  throttle.recordSuccess(address);
  log.info({ address }, 'admin signed in');
  return { kind: 'signed-in', session: await startAdminSession(db, now) };
}
