import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#server/db/schema.js';
import {
  deletePendingSignIn,
  findPendingSignIn,
  findTotp,
  hasSecondFactor,
  insertPendingSignIn,
  listPasskeys,
  listRequiredRoles,
} from '#server/db/second-factors-repository.js';
import { accountView, findAccountById } from '#server/db/staff-accounts-repository.js';
import type { StaffRole } from '#shared/accounts.js';
import type { LoginResult } from '#shared/auth.js';
import {
  type SecondFactorChallenge,
  type SecondFactorMethod,
  type secondFactorSchema,
  secondFactorTicketMinutes,
} from '#shared/second-factor.js';
import { hashToken, newToken, startAdminSession } from './admin-sessions.js';
import { checkTotpCode } from './authenticator-app.js';
import { accountThrottleKey, isKnownDevice } from './known-devices.js';
import { type LoginThrottle, LoginThrottleUnavailableError } from './login-throttle.js';
import { type RelyingParty, verifyPasskeyAuthentication } from './passkeys.js';
import { redeemRecoveryCode } from './recovery-codes.js';

const PENDING_SIGN_IN_LIFETIME_MS = secondFactorTicketMinutes * 60 * 1000;

type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

export type SignInThrottles = {
  address: LoginThrottle;
  account: LoginThrottle;
  /** Wrong authenticator-app codes per account and day (L5): beyond them, only a passkey or a recovery code. */
  authenticatorCodes: LoginThrottle;
};

/** Whether the owner requires a second factor of people with this role. */
export async function roleRequiresSecondFactor(db: Kysely<Database>, role: StaffRole): Promise<boolean> {
  return (await listRequiredRoles(db)).includes(role);
}

/**
 * What a right password opens. A person with a second factor must give it next: a ticket (5
 * minutes, single-use, only its hash stored) stands for the password until then. A person whose
 * role requires one and who has none gets a session that may only set one up. Anyone else is
 * signed in.
 */
export async function openSessionAfterPassword(
  db: Kysely<Database>,
  account: AccountRow,
  client: { userAgent: string | undefined; address: string },
  now: Date,
): Promise<
  { kind: 'signed-in'; session: LoginResult } | { kind: 'second-factor'; challenge: SecondFactorChallenge }
> {
  if (await hasSecondFactor(db, account.id)) {
    const { token, tokenHash } = newToken();
    const expiresAt = new Date(now.getTime() + PENDING_SIGN_IN_LIFETIME_MS).toISOString();
    await insertPendingSignIn(
      db,
      { ticketHash: tokenHash, accountId: account.id, expiresAt },
      now.toISOString(),
    );
    return {
      kind: 'second-factor',
      challenge: {
        secondFactorRequired: true,
        ticket: token,
        expiresAt,
        methods: await methodsOf(db, account.id),
      },
    };
  }
  const setup = await roleRequiresSecondFactor(db, account.role);
  const session = await startAdminSession(
    db,
    { accountId: account.id, ...client, stage: setup ? 'factor-setup' : 'full' },
    now,
  );
  return {
    kind: 'signed-in',
    session: { ...session, account: accountView(account), factorSetupRequired: setup },
  };
}

async function methodsOf(db: Kysely<Database>, accountId: number): Promise<SecondFactorMethod[]> {
  const passkeys = await listPasskeys(db, accountId);
  const totp = await findTotp(db, accountId);
  return [
    ...(passkeys.length > 0 ? (['passkey'] as const) : []),
    ...(totp?.confirmed_at ? (['totp'] as const) : []),
    'recovery-code',
  ];
}

/** The account a half-finished sign-in belongs to, while its ticket is good (for the passkey options). */
export async function pendingSignInAccount(db: Kysely<Database>, ticket: string, now: Date) {
  const pending = await findPendingSignIn(db, hashToken(ticket), now.toISOString());
  return pending?.account_id;
}

export type SecondFactorOutcome =
  | { kind: 'signed-in'; session: LoginResult; method: SecondFactorMethod }
  | { kind: 'refused'; account: AccountRow; method: SecondFactorMethod }
  /** The ticket is unknown, expired or used: the person starts again with their password. */
  | { kind: 'expired' }
  | { kind: 'locked-out'; lockedForMs: number; account?: AccountRow }
  /** The account's wrong authenticator codes of the day are used up: a passkey or a recovery code still works. */
  | { kind: 'codes-used-up'; account: AccountRow }
  | { kind: 'unavailable' };

type SecondFactorContext = {
  db: Kysely<Database>;
  throttles: SignInThrottles;
  relyingParty: RelyingParty;
  /** TOTP_SECRET_KEY, which seals the authenticator apps' secrets (when set). */
  totpSecretKey: Buffer | undefined;
  log: FastifyBaseLogger;
};

/**
 * The second step of a sign-in: a code from the authenticator app, a recovery code or a passkey.
 * Each guess counts against the address and the account as a wrong password does (the same
 * lockout), before it is checked; a right one opens the session and uses the ticket up.
 */
export async function completeSecondFactor(
  context: SecondFactorContext,
  attempt: {
    request: z.output<typeof secondFactorSchema>;
    address: string;
    userAgent: string | undefined;
    /** The request's Cookie header: a known device of the account is counted apart (known-devices.ts). */
    cookieHeader: string | undefined;
    now: Date;
  },
): Promise<SecondFactorOutcome> {
  const { db, throttles } = context;
  const { request, address, now } = attempt;
  const ticketHash = hashToken(request.ticket);
  const pending = await findPendingSignIn(db, ticketHash, now.toISOString());
  const account = pending && (await findAccountById(db, pending.account_id));
  if (account?.status !== 'active') return { kind: 'expired' };
  try {
    const byAddress = await throttles.address.beginAttempt(address);
    if (byAddress.kind === 'locked-out') return { ...byAddress, account };
    const accountKey = accountThrottleKey(
      account.email,
      await isKnownDevice(db, attempt.cookieHeader, account.id),
    );
    const byAccount = await throttles.account.beginAttempt(accountKey);
    if (byAccount.kind === 'locked-out') {
      await throttles.address.withdrawAttempt(address);
      return { ...byAccount, account };
    }
    const codeKey = String(account.id);
    const byDay =
      request.method === 'totp' ? await throttles.authenticatorCodes.beginAttempt(codeKey) : undefined;
    if (byDay?.kind === 'locked-out') {
      await throttles.address.withdrawAttempt(address);
      await throttles.account.withdrawAttempt(accountKey);
      return { kind: 'codes-used-up', account };
    }
    const accepted =
      request.method === 'totp'
        ? await checkTotpCode(db, context.totpSecretKey, { accountId: account.id, code: request.code, now })
        : request.method === 'recovery-code'
          ? await redeemRecoveryCode(db, account.id, request.code, now)
          : (
              await verifyPasskeyAuthentication(
                db,
                context.relyingParty,
                { response: request.response, accountId: account.id },
                now,
              )
            ).kind === 'verified';
    if (!accepted) {
      await throttles.address.recordFailure(address, byAddress);
      await throttles.account.recordFailure(accountKey, byAccount);
      if (byDay) await throttles.authenticatorCodes.recordFailure(codeKey, byDay);
      context.log.warn({ address, accountId: account.id }, 'admin second factor refused');
      return { kind: 'refused', account, method: request.method };
    }
    await throttles.address.withdrawAttempt(address);
    await throttles.account.withdrawAttempt(accountKey);
    if (byDay) await throttles.authenticatorCodes.withdrawAttempt(codeKey);
    // The ticket is good once: of two requests with right factors, one opens a session.
    if (!(await deletePendingSignIn(db, ticketHash))) return { kind: 'expired' };
    const session = await startFullSession(db, account, { userAgent: attempt.userAgent, address }, now);
    return { kind: 'signed-in', session, method: request.method };
  } catch (error) {
    return throttleUnavailable(error, context.log, address);
  }
}

export type PasskeySignInOutcome =
  | { kind: 'signed-in'; session: LoginResult; passkeyName: string }
  | { kind: 'refused'; account?: AccountRow }
  | { kind: 'locked-out'; lockedForMs: number }
  | { kind: 'unavailable' };

/**
 * "Sign in with a passkey", instead of the password: the authenticator chose the account (a
 * discoverable passkey) and verified its person (PIN or biometric), so the passkey is both factors
 * and satisfies a role's second-factor rule. A failed assertion counts against the address (and the
 * passkey's account) as a wrong password does.
 */
export async function signInWithPasskey(
  context: SecondFactorContext,
  attempt: {
    response: AuthenticationResponseJSON;
    address: string;
    userAgent: string | undefined;
    now: Date;
  },
): Promise<PasskeySignInOutcome> {
  const { db, throttles } = context;
  const { address, now } = attempt;
  try {
    const byAddress = await throttles.address.beginAttempt(address);
    if (byAddress.kind === 'locked-out') return byAddress;
    const verification = await verifyPasskeyAuthentication(
      db,
      context.relyingParty,
      { response: attempt.response, accountId: null },
      now,
    );
    const account =
      verification.accountId === undefined ? undefined : await findAccountById(db, verification.accountId);
    if (verification.kind !== 'verified' || !account || account.status !== 'active') {
      await throttles.address.recordFailure(address, byAddress);
      if (account) {
        const byAccount = await throttles.account.beginAttempt(account.email);
        if (byAccount.kind === 'allowed') await throttles.account.recordFailure(account.email, byAccount);
      }
      context.log.warn(
        { address, reason: verification.kind === 'refused' ? verification.reason : 'inactive account' },
        'admin passkey sign-in refused',
      );
      return account ? { kind: 'refused', account } : { kind: 'refused' };
    }
    await throttles.address.withdrawAttempt(address);
    const session = await startFullSession(db, account, { userAgent: attempt.userAgent, address }, now);
    return { kind: 'signed-in', session, passkeyName: verification.passkeyName };
  } catch (error) {
    return throttleUnavailable(error, context.log, address);
  }
}

/** A 24-hour session after both factors were given. */
async function startFullSession(
  db: Kysely<Database>,
  account: AccountRow,
  client: { userAgent: string | undefined; address: string },
  now: Date,
): Promise<LoginResult> {
  const session = await startAdminSession(db, { accountId: account.id, ...client }, now);
  return { ...session, account: accountView(account), factorSetupRequired: false };
}

/** The shared attempt counts (Redis) cannot be read: nothing is judged, sign-in fails closed. */
function throttleUnavailable(
  error: unknown,
  log: FastifyBaseLogger,
  address: string,
): { kind: 'unavailable' } {
  if (!(error instanceof LoginThrottleUnavailableError)) throw error;
  log.error(
    { err: error, address },
    'admin second factor refused: the shared attempt counts are unavailable',
  );
  return { kind: 'unavailable' };
}
