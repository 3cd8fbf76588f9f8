import type { FastifyInstance } from 'fastify';
import { findAccountByEmail, insertAccount } from '#server/db/staff-accounts-repository.js';
import { startAdminSession } from '#server/services/admin/admin-sessions.js';
import type { StaffRole } from '#shared/accounts.js';

/** The e-mail of the test account of a role, made on first use by `staffAccount`. */
export const staffEmail = (role: StaffRole) => `${role}.tester@example.com`;

/** Accounts being made, so that parallel first uses of a role make one account, not a unique-key clash. */
const accountsMade = new WeakMap<FastifyInstance, Map<StaffRole, ReturnType<typeof findOrMakeAccount>>>();

/** An active account of `role` (one per role and database), without a password. */
export function staffAccount(app: FastifyInstance, role: StaffRole = 'owner') {
  const made = accountsMade.get(app) ?? new Map();
  accountsMade.set(app, made);
  const account = made.get(role) ?? findOrMakeAccount(app, role);
  made.set(role, account);
  return account;
}

async function findOrMakeAccount(app: FastifyInstance, role: StaffRole) {
  const db = app.database.db;
  const existing = await findAccountByEmail(db, staffEmail(role));
  if (existing) return existing;
  return insertAccount(db, {
    name: `${role[0]?.toUpperCase()}${role.slice(1)} Tester`,
    email: staffEmail(role),
    role,
    status: 'active',
    branchKeys: role === 'branch' ? ['kolkata'] : [],
    passwordHash: null,
    now: app.now().toISOString(),
  });
}

/** Signs a person of `role` in directly (no password round) and returns the headers for admin requests. */
export async function adminHeaders(
  app: FastifyInstance,
  role: StaffRole = 'owner',
  at: Date = app.now(),
): Promise<{ authorization: string }> {
  const account = await staffAccount(app, role);
  const { token } = await startAdminSession(app.database.db, { accountId: account.id }, at);
  return { authorization: `Bearer ${token}` };
}

/** Signs in a branch account of `branchKeys` (made on first use), for a branch's own scope. */
export async function branchHeaders(
  app: FastifyInstance,
  branchKeys: readonly string[],
): Promise<{ authorization: string }> {
  const db = app.database.db;
  const email = `branch.${branchKeys.join('.')}@example.com`;
  const account =
    (await findAccountByEmail(db, email)) ??
    (await insertAccount(db, {
      name: `Branch ${branchKeys.join(' ')}`,
      email,
      role: 'branch',
      status: 'active',
      branchKeys,
      passwordHash: null,
      now: app.now().toISOString(),
    }));
  const { token } = await startAdminSession(db, { accountId: account.id }, app.now());
  return { authorization: `Bearer ${token}` };
}
