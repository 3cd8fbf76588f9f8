import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import { findAccountByEmail, findFirstOwner } from '#server/db/staff-accounts-repository.js';
import type { LoginResult } from '#shared/auth.js';
import type { SecondFactorChallenge } from '#shared/second-factor.js';
import { HashingBusyError } from './hashing-capacity.js';
import { accountThrottleKey, isKnownDevice } from './known-devices.js';
import { type LoginThrottle, LoginThrottleUnavailableError } from './login-throttle.js';
import { verifyPassword } from './password-hashing.js';
import { openSessionAfterPassword } from './second-factor-sign-in.js';

type SignInOutcome =
  | { kind: 'signed-in'; session: LoginResult }
  /** The password was right; the person's second factor must follow. */
  | {
      kind: 'second-factor';
      challenge: SecondFactorChallenge;
      account: { id: number; name: string; role: string; email: string };
    }
  /** Unknown e-mail, wrong password, or an account that cannot sign in: one answer for all. */
  | {
      kind: 'wrong-password';
      account?: { id: number; name: string; role: string; email: string };
      /** This failure paused the account's sign-ins from unknown browsers: the person is told. */
      accountPausedUntil?: Date;
    }
  | { kind: 'locked-out'; lockedForMs: number }
  /** Too many passwords are being checked right now: try again in a moment. */
  | { kind: 'busy' }
  /** The shared attempt counts cannot be read (Redis away): nothing is checked. */
  | { kind: 'unavailable' };

type SignInContext = {
  db: Kysely<Database>;
  /** Counts per client address and per account (e-mail). */
  throttles: { address: LoginThrottle; account: LoginThrottle };
  log: FastifyBaseLogger;
};

type Attempt = {
  address: string;
  /** Normalised; absent for the seed's password-only sign-in, which is the first owner's. */
  email: string | undefined;
  password: string;
  userAgent: string | undefined;
  /** The request's Cookie header: a known device of the account is counted apart (known-devices.ts). */
  cookieHeader: string | undefined;
  now: Date;
};

/**
 * A hash in the stored format, at the same cost, that no password matches: an unknown e-mail is
 * checked against it, so it takes as long as a wrong password for a real account.
 */
const NO_ACCOUNT_HASH = [
  'scrypt',
  14,
  8,
  5,
  Buffer.alloc(16, 7).toString('base64'),
  Buffer.alloc(64).toString('base64'),
].join('$');

/**
 * A person signs in with their e-mail and password, checked here against their scrypt hash
 * (never in the browser), and gets a session token for 24 hours (or, with a second factor, a
 * ticket to give it with: second-factor-sign-in.ts). The attempt is counted for the
 * address and for the account (a known device of the person's apart) before the hash runs, so parallel guesses cannot all pass the
 * lockout; a client or account that failed too often is refused without its password being checked.
 */
export async function signIn(context: SignInContext, attempt: Attempt): Promise<SignInOutcome> {
  const { throttles, log } = context;
  const { address } = attempt;
  const account =
    attempt.email === undefined
      ? await findFirstOwner(context.db)
      : await findAccountByEmail(context.db, attempt.email);
  const knownDevice = account ? await isKnownDevice(context.db, attempt.cookieHeader, account.id) : false;
  const accountKey = accountThrottleKey(attempt.email ?? account?.email ?? '', knownDevice);
  try {
    const byAddress = await throttles.address.beginAttempt(address);
    if (byAddress.kind === 'locked-out') {
      log.warn({ address }, 'admin sign-in refused: address locked out');
      return byAddress;
    }
    const byAccount = await throttles.account.beginAttempt(accountKey);
    if (byAccount.kind === 'locked-out') {
      await throttles.address.withdrawAttempt(address);
      log.warn({ address }, 'admin sign-in refused: account locked out');
      return byAccount;
    }

    let valid: boolean;
    try {
      const usable =
        account?.status === 'active' && account.password_hash ? account.password_hash : undefined;
      valid = (await verifyPassword(attempt.password, usable ?? NO_ACCOUNT_HASH)) && usable !== undefined;
    } catch (error) {
      // Not judged (hashing full, database away): the attempt does not count against anyone.
      await throttles.address.withdrawAttempt(address);
      await throttles.account.withdrawAttempt(accountKey);
      if (!(error instanceof HashingBusyError)) throw error;
      log.warn({ address }, 'admin sign-in refused: password hashing is at capacity');
      return { kind: 'busy' };
    }

    if (!valid || !account) {
      const addressLockedUntil = await throttles.address.recordFailure(address, byAddress);
      const accountLockedUntil = await throttles.account.recordFailure(accountKey, byAccount);
      const lockedUntil = accountLockedUntil ?? addressLockedUntil;
      log.warn({ address, attempts: byAddress.attempts }, 'admin sign-in failed: wrong e-mail or password');
      if (lockedUntil) {
        log.warn(
          { address, lockedUntil: lockedUntil.toISOString() },
          'admin sign-in locked out after repeated failures',
        );
      }
      if (!account) return { kind: 'wrong-password' };
      // Guesses from elsewhere paused the account (not the person's own browser): an attack.
      const attacked = accountLockedUntil !== null && !knownDevice;
      return {
        kind: 'wrong-password',
        account,
        ...(attacked ? { accountPausedUntil: accountLockedUntil } : {}),
      };
    }

    await throttles.address.withdrawAttempt(address);
    await throttles.account.withdrawAttempt(accountKey);
    log.info({ address, accountId: account.id }, 'admin signed in');
    const opened = await openSessionAfterPassword(
      context.db,
      account,
      { userAgent: attempt.userAgent, address },
      attempt.now,
    );
    return opened.kind === 'signed-in' ? opened : { ...opened, account };
  } catch (error) {
    if (!(error instanceof LoginThrottleUnavailableError)) throw error;
    log.error({ err: error, address }, 'admin sign-in refused: the shared attempt counts are unavailable');
    return { kind: 'unavailable' };
  }
}
