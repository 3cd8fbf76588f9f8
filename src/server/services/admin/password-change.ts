import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import { findAccountById, replaceAccountPassword } from '#server/db/staff-accounts-repository.js';
import type { PasswordChange } from '#shared/accounts.js';
import { ratePassword } from '#shared/password-strength.js';
import { HashingBusyError } from './hashing-capacity.js';
import { accountThrottleKey } from './known-devices.js';
import { type LoginThrottle, LoginThrottleUnavailableError } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password-hashing.js';

export type PasswordChangeOutcome =
  | { kind: 'changed' }
  | { kind: 'wrong-current' }
  | { kind: 'same-as-current' }
  | { kind: 'weak'; message: string }
  | { kind: 'locked-out'; lockedForMs: number }
  /** Too many passwords are being checked right now, or the shared counts cannot be read. */
  | { kind: 'busy' }
  | { kind: 'unavailable' };

type PasswordChangeContext = {
  db: Kysely<Database>;
  /** The sign-in's counts: a wrong current password is a wrong password like any other. */
  throttles: { address: LoginThrottle; account: LoginThrottle };
  /** Rated against, with the person's name and e-mail: no password made of them. */
  companyName: string;
};

type PasswordChangeRequest = {
  accountId: number;
  /** The session the person changes it from: it stays open, every other one ends. */
  sessionId: number;
  address: string;
  change: PasswordChange;
  now: Date;
};

/**
 * A signed-in person changes their own password: the current one first (counted against the
 * address and the account as a sign-in is, so a stolen session cannot guess it freely), then
 * the new one rated as an invitation's is. The new hash replaces the old, the known devices are
 * forgotten and every other session of the person ends.
 */
export async function changeOwnPassword(
  context: PasswordChangeContext,
  request: PasswordChangeRequest,
): Promise<PasswordChangeOutcome> {
  const { throttles } = context;
  const account = await findAccountById(context.db, request.accountId);
  if (!account?.password_hash) return { kind: 'wrong-current' };
  const accountKey = accountThrottleKey(account.email, false);
  try {
    const byAddress = await throttles.address.beginAttempt(request.address);
    if (byAddress.kind === 'locked-out') return byAddress;
    const byAccount = await throttles.account.beginAttempt(accountKey);
    if (byAccount.kind === 'locked-out') {
      await throttles.address.withdrawAttempt(request.address);
      return byAccount;
    }
    let valid: boolean;
    try {
      valid = await verifyPassword(request.change.currentPassword, account.password_hash);
    } catch (error) {
      await throttles.address.withdrawAttempt(request.address);
      await throttles.account.withdrawAttempt(accountKey);
      if (error instanceof HashingBusyError) return { kind: 'busy' };
      throw error;
    }
    if (!valid) {
      await throttles.address.recordFailure(request.address, byAddress);
      await throttles.account.recordFailure(accountKey, byAccount);
      return { kind: 'wrong-current' };
    }
    await throttles.address.withdrawAttempt(request.address);
    await throttles.account.withdrawAttempt(accountKey);
  } catch (error) {
    if (error instanceof LoginThrottleUnavailableError) return { kind: 'unavailable' };
    throw error;
  }

  const { newPassword } = request.change;
  if (newPassword === request.change.currentPassword) return { kind: 'same-as-current' };
  const { problem } = ratePassword(newPassword, {
    name: account.name,
    email: account.email,
    companyName: context.companyName,
  });
  if (problem) return { kind: 'weak', message: problem };
  await replaceAccountPassword(
    context.db,
    account.id,
    await hashPassword(newPassword),
    request.now.toISOString(),
    request.sessionId,
  );
  return { kind: 'changed' };
}
