import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import { findAccountById, replaceAccountPassword } from '#server/db/staff-accounts-repository.js';
import { ratePassword } from '#shared/password-strength.js';
import { HashingBusyError } from './hashing-capacity.js';
import { accountThrottleKey } from './known-devices.js';
import { type LoginThrottle, LoginThrottleUnavailableError } from './login-throttle.js';
import { type RelyingParty, verifyPasswordChangePasskey } from './passkeys.js';
import { hashPassword, verifyPassword } from './password-hashing.js';

export type PasswordChangeOutcome =
  | { kind: 'changed' }
  | { kind: 'wrong-current' }
  /** The passkey is not one of the person's, or its answer is not for a challenge of this session. */
  | { kind: 'passkey-refused'; reason: string }
  | { kind: 'same-as-current' }
  | { kind: 'weak'; message: string }
  | { kind: 'locked-out'; lockedForMs: number }
  /** Too many passwords are being checked right now, or the shared counts cannot be read. */
  | { kind: 'busy' }
  | { kind: 'unavailable' };

/** How the person shows it is them: the current password, or one of their own passkeys. */
export type PasswordChangeProof =
  | { kind: 'current-password'; password: string }
  | { kind: 'passkey'; response: AuthenticationResponseJSON };

type PasswordChangeContext = {
  db: Kysely<Database>;
  /** The sign-in's counts: a wrong current password is a wrong password like any other. */
  throttles: { address: LoginThrottle; account: LoginThrottle };
  relyingParty: RelyingParty;
  /** Rated against, with the person's name and e-mail: no password made of them. */
  companyName: string;
};

type PasswordChangeRequest = {
  accountId: number;
  /** The session the person changes it from: it stays open, every other one ends. */
  sessionId: number;
  address: string;
  proof: PasswordChangeProof;
  newPassword: string;
  now: Date;
};

type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

/**
 * A signed-in person changes their own password, shown to be them by the current password
 * (counted against the address and the account as a sign-in is, so a stolen session cannot guess
 * it freely) or by one of their own passkeys, then the new one rated as an invitation's is. The
 * new hash replaces the old, the known devices are forgotten and every other session of the
 * person ends.
 */
export async function changeOwnPassword(
  context: PasswordChangeContext,
  request: PasswordChangeRequest,
): Promise<PasswordChangeOutcome> {
  const account = await findAccountById(context.db, request.accountId);
  const passwordHash = account?.password_hash;
  if (!account || !passwordHash) return { kind: 'wrong-current' };
  const { proof, newPassword } = request;
  if (proof.kind === 'current-password') {
    const checked = await checkCurrentPassword(context, {
      email: account.email,
      passwordHash,
      given: proof.password,
      address: request.address,
    });
    if (checked) return checked;
    if (newPassword === proof.password) return { kind: 'same-as-current' };
    const weak = weakness(context, account, newPassword);
    if (weak) return weak;
  } else {
    // Rated before the passkey is checked: a weak password does not use the passkey's answer up.
    const weak = weakness(context, account, newPassword);
    if (weak) return weak;
    const passkey = await verifyPasswordChangePasskey(
      context.db,
      context.relyingParty,
      { response: proof.response, accountId: account.id, sessionId: request.sessionId },
      request.now,
    );
    if (passkey.kind === 'refused') return { kind: 'passkey-refused', reason: passkey.reason };
    // Compared only now: before the passkey, it would tell a stolen session the current password.
    try {
      if (await verifyPassword(newPassword, passwordHash)) return { kind: 'same-as-current' };
    } catch (error) {
      if (error instanceof HashingBusyError) return { kind: 'busy' };
      throw error;
    }
  }
  await replaceAccountPassword(
    context.db,
    account.id,
    await hashPassword(newPassword),
    request.now.toISOString(),
    request.sessionId,
  );
  return { kind: 'changed' };
}

/** The new password's problem, when the rules refuse it. */
function weakness(
  context: PasswordChangeContext,
  account: AccountRow,
  newPassword: string,
): PasswordChangeOutcome | undefined {
  const { problem } = ratePassword(newPassword, {
    name: account.name,
    email: account.email,
    companyName: context.companyName,
  });
  return problem ? { kind: 'weak', message: problem } : undefined;
}

/**
 * Checks the current password under the sign-in's lockout rules: the refusal, or undefined when it
 * is right.
 */
async function checkCurrentPassword(
  context: PasswordChangeContext,
  check: { email: string; passwordHash: string; given: string; address: string },
): Promise<PasswordChangeOutcome | undefined> {
  const { throttles } = context;
  const { address } = check;
  const accountKey = accountThrottleKey(check.email, false);
  try {
    const byAddress = await throttles.address.beginAttempt(address);
    if (byAddress.kind === 'locked-out') return byAddress;
    const byAccount = await throttles.account.beginAttempt(accountKey);
    if (byAccount.kind === 'locked-out') {
      await throttles.address.withdrawAttempt(address);
      return byAccount;
    }
    let valid: boolean;
    try {
      valid = await verifyPassword(check.given, check.passwordHash);
    } catch (error) {
      await throttles.address.withdrawAttempt(address);
      await throttles.account.withdrawAttempt(accountKey);
      if (error instanceof HashingBusyError) return { kind: 'busy' };
      throw error;
    }
    if (!valid) {
      await throttles.address.recordFailure(address, byAddress);
      await throttles.account.recordFailure(accountKey, byAccount);
      return { kind: 'wrong-current' };
    }
    await throttles.address.withdrawAttempt(address);
    await throttles.account.withdrawAttempt(accountKey);
    return undefined;
  } catch (error) {
    if (error instanceof LoginThrottleUnavailableError) return { kind: 'unavailable' };
    throw error;
  }
}
