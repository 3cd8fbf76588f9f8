import type { Kysely } from 'kysely';
import type { StaffRole } from '#shared/accounts.js';
import type { Database, SessionStage } from './schema.js';

export async function insertAdminSession(
  db: Kysely<Database>,
  session: {
    tokenHash: string;
    accountId: number;
    device: string;
    address: string;
    createdAt: string;
    expiresAt: string;
    stage: SessionStage;
  },
): Promise<void> {
  await db
    .insertInto('admin_sessions')
    .values({
      token_hash: session.tokenHash,
      account_id: session.accountId,
      device: session.device,
      address: session.address,
      created_at: session.createdAt,
      last_used_at: session.createdAt,
      expires_at: session.expiresAt,
      stage: session.stage,
    })
    .execute();
}

export type ActiveSession = {
  id: number;
  expiresAt: string;
  lastUsedAt: string | null;
  stage: SessionStage;
  account: { id: number; name: string; email: string; role: StaffRole; branchKeys: string[] };
};

/**
 * The session a token hash names, with its account, when the session is neither revoked nor
 * expired at `now` and the account is active. Read from the database on every request, so a
 * disabled account or an ended session is refused at once by every instance.
 */
export async function findActiveAdminSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('admin_sessions')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'admin_sessions.account_id')
    .select([
      'admin_sessions.id as id',
      'admin_sessions.expires_at as expiresAt',
      'admin_sessions.last_used_at as lastUsedAt',
      'admin_sessions.stage as stage',
      'staff_accounts.id as accountId',
      'staff_accounts.name as name',
      'staff_accounts.email as email',
      'staff_accounts.role as role',
      'staff_accounts.branch_keys as branchKeys',
    ])
    .where('admin_sessions.token_hash', '=', tokenHash)
    .where('admin_sessions.revoked_at', 'is', null)
    .where('admin_sessions.expires_at', '>', now)
    .where('staff_accounts.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
    stage: row.stage,
    account: {
      id: row.accountId,
      name: row.name,
      email: row.email,
      role: row.role,
      branchKeys: JSON.parse(row.branchKeys) as string[],
    },
  };
}

/** Marks a session used, from this address, when it was last marked before `staleBefore` (one write a minute at most). */
export async function touchAdminSession(
  db: Kysely<Database>,
  sessionId: number,
  touch: { now: string; staleBefore: string; address: string },
): Promise<void> {
  await db
    .updateTable('admin_sessions')
    .set({ last_used_at: touch.now, address: touch.address })
    .where('id', '=', sessionId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', touch.staleBefore)]))
    .execute();
}

export async function listActiveSessions(db: Kysely<Database>, accountId: number, now: string) {
  return db
    .selectFrom('admin_sessions')
    .select(['id', 'device', 'address', 'created_at', 'last_used_at', 'expires_at'])
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .execute();
}

export async function findSessionAccount(
  db: Kysely<Database>,
  sessionId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('admin_sessions')
    .select('account_id')
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.account_id ?? undefined;
}

export async function revokeAdminSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('admin_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAdminSessionById(
  db: Kysely<Database>,
  sessionId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('admin_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setAdminSessionExpiry(db: Kysely<Database>, sessionId: number, expiresAt: string) {
  await db.updateTable('admin_sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute();
}
