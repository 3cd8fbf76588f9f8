import type { Kysely, Selectable } from 'kysely';
import type { AccountStatus, StaffAccount, StaffAccountListItem, StaffRole } from '#shared/accounts.js';
import { lockedForUpdate } from './dialect.js';
import type { Database, StaffAccountsTable } from './schema.js';
import { deleteSecondFactors } from './second-factors-repository.js';

type AccountRow = Selectable<StaffAccountsTable>;

/** An account as the API shows it: no password hash, branch keys as a list. */
export function accountView(row: AccountRow): StaffAccount {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    branchKeys: JSON.parse(row.branch_keys) as string[],
    createdAt: row.created_at,
  };
}

export async function findAccountByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<AccountRow | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findAccountById(db: Kysely<Database>, id: number): Promise<AccountRow | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The first owner: the account made from ADMIN_PASSWORD, which a password-only sign-in names. */
export async function findFirstOwner(db: Kysely<Database>): Promise<AccountRow | undefined> {
  return db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('role', '=', 'owner')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Every account, with when it last signed in (its newest session; null before its first). */
export async function listAccounts(db: Kysely<Database>): Promise<AccountListRow[]> {
  return db
    .selectFrom('staff_accounts')
    .selectAll('staff_accounts')
    .select((eb) =>
      eb
        .selectFrom('admin_sessions')
        .select((sessions) => sessions.fn.max('admin_sessions.created_at').as('created_at'))
        .whereRef('admin_sessions.account_id', '=', 'staff_accounts.id')
        .as('last_sign_in_at'),
    )
    .orderBy('id')
    .execute();
}

type AccountListRow = AccountRow & { last_sign_in_at: string | null };

/** An account as the Users tab lists it: the account, and when it last signed in. */
export function accountListView(row: AccountListRow): StaffAccountListItem {
  return { ...accountView(row), lastSignInAt: row.last_sign_in_at };
}

export async function insertAccount(
  db: Kysely<Database>,
  account: {
    name: string;
    email: string;
    role: StaffRole;
    status: AccountStatus;
    branchKeys: readonly string[];
    passwordHash: string | null;
    now: string;
  },
): Promise<AccountRow> {
  return db
    .insertInto('staff_accounts')
    .values({
      name: account.name,
      email: account.email,
      role: account.role,
      status: account.status,
      branch_keys: JSON.stringify(account.branchKeys),
      password_hash: account.passwordHash,
      created_at: account.now,
      updated_at: account.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Sets an account's password, forgets its known devices and ends its sessions, in one
 * transaction; all of them, or all but `keptSessionId` (the one the person changed it from).
 */
export async function replaceAccountPassword(
  db: Kysely<Database>,
  accountId: number,
  passwordHash: string,
  now: string,
  keptSessionId?: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_accounts')
      .set({ password_hash: passwordHash, known_device_secret: null, updated_at: now })
      .where('id', '=', accountId)
      .execute();
    await revokeAccountSessions(trx, accountId, now, keptSessionId);
  });
}

export async function updateAccountEmail(
  db: Kysely<Database>,
  accountId: number,
  email: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('staff_accounts')
    .set({ email, updated_at: now })
    .where('id', '=', accountId)
    .execute();
}

/** Ends every open session of an account (but `keptSessionId`); answers how many were open. */
export async function revokeAccountSessions(
  db: Kysely<Database>,
  accountId: number,
  now: string,
  keptSessionId?: number,
): Promise<number> {
  let open = db
    .updateTable('admin_sessions')
    .set({ revoked_at: now })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
  if (keptSessionId !== undefined) open = open.where('id', '!=', keptSessionId);
  const result = await open.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type AccountChange =
  | { role: StaffRole; branchKeys?: readonly string[] }
  | { branchKeys: readonly string[] }
  | { status: 'active' | 'disabled' }
  | { delete: true };

export type AccountChangeOutcome =
  | { kind: 'changed'; row: AccountRow | undefined }
  | { kind: 'not-found' }
  | { kind: 'last-owner' };

/**
 * Changes an account, refusing any change that would leave no active owner. The active owners are
 * locked first (PostgreSQL), so two owners demoting each other at the same instant run one after
 * the other and the second sees it would be the last. A disabled or deleted account's sessions
 * end in the same transaction, so its token fails on the next request on every instance.
 */
export async function changeAccount(
  db: Kysely<Database>,
  accountId: number,
  change: AccountChange,
  now: string,
): Promise<AccountChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    const owners = await lockedForUpdate(
      trx,
      trx
        .selectFrom('staff_accounts')
        .select('id')
        .where('role', '=', 'owner')
        .where('status', '=', 'active'),
    ).execute();
    const account = await trx
      .selectFrom('staff_accounts')
      .selectAll()
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!account) return { kind: 'not-found' };
    const staysActiveOwner =
      !('delete' in change) &&
      ('role' in change ? change.role === 'owner' : account.role === 'owner') &&
      ('status' in change ? change.status === 'active' : account.status === 'active');
    const isActiveOwner = owners.some((owner) => owner.id === accountId);
    if (isActiveOwner && !staysActiveOwner && owners.length <= 1) return { kind: 'last-owner' };

    if ('delete' in change) {
      await revokeAccountSessions(trx, accountId, now);
      await trx.deleteFrom('staff_invitations').where('account_id', '=', accountId).execute();
      await deleteSecondFactors(trx, accountId);
      await trx.deleteFrom('staff_accounts').where('id', '=', accountId).execute();
      return { kind: 'changed', row: undefined };
    }
    const row = await trx
      .updateTable('staff_accounts')
      .set({
        ...('role' in change ? { role: change.role } : {}),
        ...('branchKeys' in change && change.branchKeys
          ? { branch_keys: JSON.stringify(change.branchKeys) }
          : {}),
        ...('status' in change ? { status: change.status } : {}),
        updated_at: now,
      })
      .where('id', '=', accountId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (row.status === 'disabled') await revokeAccountSessions(trx, accountId, now);
    return { kind: 'changed', row };
  });
}

/**
 * Makes the first owner when there is no account yet, from the shared password of before accounts
 * when one is stored (`admin_credentials`, which is then emptied) or else from `passwordHash()`.
 * Answers undefined when an account exists already (another instance made it first).
 */
export async function createFirstOwner(
  db: Kysely<Database>,
  owner: { name: string; email: string; passwordHash: () => Promise<string>; now: string },
): Promise<{ row: AccountRow; upgraded: boolean } | undefined> {
  const legacy = await db.selectFrom('admin_credentials').select('password_hash').executeTakeFirst();
  const passwordHash = legacy?.password_hash ?? (await owner.passwordHash());
  const anyAccount = () => db.selectFrom('staff_accounts').select('id').limit(1).executeTakeFirst();
  const made = db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('staff_accounts').select('id').limit(1).executeTakeFirst();
    if (existing) return undefined;
    const row = await insertAccount(trx, {
      name: owner.name,
      email: owner.email,
      role: 'owner',
      status: 'active',
      branchKeys: [],
      passwordHash,
      now: owner.now,
    });
    await trx.deleteFrom('admin_credentials').execute();
    return { row, upgraded: legacy !== undefined };
  });
  // Two instances starting at once on an empty PostgreSQL both find no account and both insert the
  // owner; the unique e-mail lets one through, and the other's start must not fail for it.
  return made.catch(async (error: unknown) => {
    if (await anyAccount()) return undefined;
    throw error;
  });
}

/** The key that signs the account's known-device cookies (services/admin/known-devices.ts), or null. */
export async function findKnownDeviceSecret(db: Kysely<Database>, accountId: number): Promise<string | null> {
  const row = await db
    .selectFrom('staff_accounts')
    .select('known_device_secret')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.known_device_secret ?? null;
}

/** Gives the account its known-device key, unless one was given meanwhile. */
export async function setKnownDeviceSecretIfNone(
  db: Kysely<Database>,
  accountId: number,
  secret: string,
): Promise<void> {
  await db
    .updateTable('staff_accounts')
    .set({ known_device_secret: secret })
    .where('id', '=', accountId)
    .where('known_device_secret', 'is', null)
    .execute();
}

/** The e-mail addresses of the active owners: who is told when an account is under attack. */
export async function selectActiveOwnerEmails(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('staff_accounts')
    .select('email')
    .where('role', '=', 'owner')
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.email);
}
