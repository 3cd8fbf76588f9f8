import type { Kysely } from 'kysely';
import type { StaffRole } from '#shared/accounts.js';
import type { Database } from './schema.js';

/** The queries of passkeys, authenticator apps, recovery codes, challenges and half-finished sign-ins. */

export async function listPasskeys(db: Kysely<Database>, accountId: number) {
  const rows = await db
    .selectFrom('staff_passkeys')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    counter: Number(row.counter),
    transports: JSON.parse(row.transports) as string[],
  }));
}

export async function findPasskeyByCredentialId(db: Kysely<Database>, credentialId: string) {
  const row = await db
    .selectFrom('staff_passkeys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  return row && { ...row, counter: Number(row.counter), transports: JSON.parse(row.transports) as string[] };
}

export async function insertPasskey(
  db: Kysely<Database>,
  passkey: {
    accountId: number;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: readonly string[];
    name: string;
    now: string;
  },
) {
  return db
    .insertInto('staff_passkeys')
    .values({
      account_id: passkey.accountId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      name: passkey.name,
      created_at: passkey.now,
    })
    .returning(['id', 'name', 'created_at'])
    .executeTakeFirstOrThrow();
}

/**
 * Notes a passkey's use and its new signature counter, only when the counter stored is still the
 * one the check was made against: two replays of one assertion cannot both pass.
 */
export async function recordPasskeyUse(
  db: Kysely<Database>,
  use: { id: number; previousCounter: number; newCounter: number; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('staff_passkeys')
    .set({ counter: use.newCounter, last_used_at: use.now })
    .where('id', '=', use.id)
    .where('counter', '=', use.previousCounter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePasskey(db: Kysely<Database>, accountId: number, passkeyId: number) {
  return db
    .deleteFrom('staff_passkeys')
    .where('id', '=', passkeyId)
    .where('account_id', '=', accountId)
    .returning(['name'])
    .executeTakeFirst();
}

export async function findTotp(db: Kysely<Database>, accountId: number) {
  return db.selectFrom('staff_totp').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/** A new, unconfirmed secret replaces any unconfirmed one (a confirmed one must be removed first). */
export async function saveUnconfirmedTotp(
  db: Kysely<Database>,
  accountId: number,
  secret: string,
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('staff_totp')
      .select('confirmed_at')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (existing?.confirmed_at) return false;
    await trx.deleteFrom('staff_totp').where('account_id', '=', accountId).execute();
    await trx.insertInto('staff_totp').values({ account_id: accountId, secret, created_at: now }).execute();
    return true;
  });
}

/**
 * Accepts a code's time step when it is later than the last accepted one (and confirms the secret
 * on its first use), atomically: the same code sent twice at once passes once.
 */
export async function acceptTotpTimeStep(
  db: Kysely<Database>,
  accountId: number,
  timeStep: number,
  now: string,
): Promise<boolean> {
  const current = await findTotp(db, accountId);
  if (!current) return false;
  const result = await db
    .updateTable('staff_totp')
    .set({ last_time_step: timeStep, confirmed_at: current.confirmed_at ?? now })
    .where('account_id', '=', accountId)
    .where('last_time_step', '<', timeStep)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every stored authenticator app secret, for the start-up pass that seals them. */
export async function listTotpSecrets(db: Kysely<Database>) {
  return db.selectFrom('staff_totp').select(['account_id', 'secret']).orderBy('account_id').execute();
}

/** Replaces a stored secret by its sealed form, unless the row changed meanwhile (a new app set up). */
export async function replaceTotpSecret(
  db: Kysely<Database>,
  accountId: number,
  change: { from: string; to: string },
): Promise<boolean> {
  const result = await db
    .updateTable('staff_totp')
    .set({ secret: change.to })
    .where('account_id', '=', accountId)
    .where('secret', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteTotp(db: Kysely<Database>, accountId: number) {
  const result = await db.deleteFrom('staff_totp').where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Replaces every recovery code of an account by these (hashes). */
export async function replaceRecoveryCodes(db: Kysely<Database>, accountId: number, codeHashes: string[]) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_recovery_codes').where('account_id', '=', accountId).execute();
    await trx
      .insertInto('staff_recovery_codes')
      .values(codeHashes.map((code_hash) => ({ account_id: accountId, code_hash })))
      .execute();
  });
}

/** Marks an unused code used; false when it is unknown or was used before (also by a parallel request). */
export async function markRecoveryCodeUsed(
  db: Kysely<Database>,
  accountId: number,
  codeHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countUnusedRecoveryCodes(db: Kysely<Database>, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteRecoveryCodes(db: Kysely<Database>, accountId: number) {
  await db.deleteFrom('staff_recovery_codes').where('account_id', '=', accountId).execute();
}

/** Whether the account has a passkey or a confirmed authenticator app. */
export async function hasSecondFactor(db: Kysely<Database>, accountId: number): Promise<boolean> {
  const passkey = await db
    .selectFrom('staff_passkeys')
    .select('id')
    .where('account_id', '=', accountId)
    .limit(1)
    .executeTakeFirst();
  if (passkey) return true;
  const totp = await findTotp(db, accountId);
  return Boolean(totp?.confirmed_at);
}

export type ChallengePurpose = 'registration' | 'sign-in' | 'second-factor' | 'password-change';

/**
 * Whom a challenge is for: its purpose, the account (null for a passkey sign-in, which any account
 * may answer) and, for a password change, the admin session it is confirmed from.
 */
export type ChallengeOwner = { purpose: ChallengePurpose; accountId: number | null; sessionId?: number };

/** Stores a challenge; expired ones are cleared on the way, so the table stays as small as the traffic. */
export async function insertChallenge(
  db: Kysely<Database>,
  challenge: ChallengeOwner & { challenge: string; expiresAt: string },
  now: string,
) {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      challenge: challenge.challenge,
      purpose: challenge.purpose,
      account_id: challenge.accountId,
      session_id: challenge.sessionId ?? null,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/**
 * Takes a challenge for its one use: deleted here, so a second use (a replayed response, a second
 * instance) finds nothing. True when it was issued for this purpose, account and session and is
 * unexpired.
 */
export async function consumeChallenge(
  db: Kysely<Database>,
  challenge: ChallengeOwner & { challenge: string },
  now: string,
): Promise<boolean> {
  let query = db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge.challenge)
    .where('purpose', '=', challenge.purpose)
    .where('expires_at', '>', now);
  query =
    challenge.accountId === null
      ? query.where('account_id', 'is', null)
      : query.where('account_id', '=', challenge.accountId);
  query =
    challenge.sessionId === undefined
      ? query.where('session_id', 'is', null)
      : query.where('session_id', '=', challenge.sessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertPendingSignIn(
  db: Kysely<Database>,
  pending: { ticketHash: string; accountId: number; expiresAt: string },
  now: string,
) {
  await db.deleteFrom('pending_sign_ins').where('expires_at', '<=', now).execute();
  await db
    .insertInto('pending_sign_ins')
    .values({ ticket_hash: pending.ticketHash, account_id: pending.accountId, expires_at: pending.expiresAt })
    .execute();
}

export async function findPendingSignIn(db: Kysely<Database>, ticketHash: string, now: string) {
  return db
    .selectFrom('pending_sign_ins')
    .selectAll()
    .where('ticket_hash', '=', ticketHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Ends a half-finished sign-in; true only for the one request that ended it. */
export async function deletePendingSignIn(db: Kysely<Database>, ticketHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('pending_sign_ins')
    .where('ticket_hash', '=', ticketHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listRequiredRoles(db: Kysely<Database>): Promise<StaffRole[]> {
  const rows = await db
    .selectFrom('second_factor_policies')
    .select('role')
    .where('required', '=', 1)
    .execute();
  return rows.map((row) => row.role);
}

export async function saveRequiredRoles(
  db: Kysely<Database>,
  roles: readonly StaffRole[],
  allRoles: readonly StaffRole[],
  now: string,
) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('second_factor_policies').execute();
    await trx
      .insertInto('second_factor_policies')
      .values(allRoles.map((role) => ({ role, required: roles.includes(role) ? 1 : 0, updated_at: now })))
      .execute();
  });
}

/**
 * The open full sessions of people whose role is in `roles` and who have no second factor go back
 * to setting one up (as their next sign-in would), and end by `setupExpiresAt` at the latest.
 */
export async function returnSessionsToFactorSetup(
  db: Kysely<Database>,
  roles: readonly StaffRole[],
  now: string,
  setupExpiresAt: string,
) {
  if (roles.length === 0) return;
  const withoutFactor = db
    .selectFrom('staff_accounts')
    .select('id')
    .where('role', 'in', roles)
    .where('id', 'not in', db.selectFrom('staff_passkeys').select('account_id'))
    .where(
      'id',
      'not in',
      db.selectFrom('staff_totp').select('account_id').where('confirmed_at', 'is not', null),
    );
  await db
    .updateTable('admin_sessions')
    .set({ stage: 'factor-setup' })
    .where('stage', '=', 'full')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('account_id', 'in', withoutFactor)
    .execute();
  await db
    .updateTable('admin_sessions')
    .set({ expires_at: setupExpiresAt })
    .where('stage', '=', 'factor-setup')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', setupExpiresAt)
    .execute();
}

/** A session that was set up for a second factor becomes a full one once the factor exists. */
export async function completeFactorSetup(db: Kysely<Database>, sessionId: number) {
  await db.updateTable('admin_sessions').set({ stage: 'full' }).where('id', '=', sessionId).execute();
}

/** Everything of an account's second factors, when the account is deleted. */
export async function deleteSecondFactors(db: Kysely<Database>, accountId: number) {
  await db.deleteFrom('staff_passkeys').where('account_id', '=', accountId).execute();
  await db.deleteFrom('staff_totp').where('account_id', '=', accountId).execute();
  await db.deleteFrom('staff_recovery_codes').where('account_id', '=', accountId).execute();
  await db.deleteFrom('pending_sign_ins').where('account_id', '=', accountId).execute();
}
