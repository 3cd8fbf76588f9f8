import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import {
  completeFactorSetup,
  countUnusedRecoveryCodes,
  deletePasskey,
  deleteRecoveryCodes,
  deleteTotp,
  findTotp,
  hasSecondFactor,
  listPasskeys,
  listRequiredRoles,
  returnSessionsToFactorSetup,
  saveRequiredRoles,
} from '#server/db/second-factors-repository.js';
import { type StaffRole, staffRoles } from '#shared/accounts.js';
import type { AccountFactors } from '#shared/second-factor.js';
import { extendAdminSession, factorSetupExpiry } from './admin-sessions.js';
import { issueRecoveryCodes } from './recovery-codes.js';
import { roleRequiresSecondFactor } from './second-factor-sign-in.js';

type Person = { id: number; role: StaffRole };

/** The person's own passkeys (names and dates, nothing of their keys), app and codes left. */
export async function accountFactors(db: Kysely<Database>, person: Person): Promise<AccountFactors> {
  const passkeys = await listPasskeys(db, person.id);
  const totp = await findTotp(db, person.id);
  return {
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.created_at,
      lastUsedAt: passkey.last_used_at,
    })),
    totpEnabled: Boolean(totp?.confirmed_at),
    recoveryCodesLeft: await countUnusedRecoveryCodes(db, person.id),
    required: await roleRequiresSecondFactor(db, person.role),
  };
}

/**
 * After a factor was added: the first factor brings ten recovery codes (answered once), and a
 * session that was only for setting one up becomes a full session.
 */
export async function afterFactorAdded(
  db: Kysely<Database>,
  person: Person,
  session: { id: number; stage: string },
  now: Date,
): Promise<string[] | null> {
  if (session.stage === 'factor-setup') {
    await completeFactorSetup(db, session.id);
    await extendAdminSession(db, session.id, now);
  }
  const hasCodes = (await countUnusedRecoveryCodes(db, person.id)) > 0;
  return hasCodes ? null : issueRecoveryCodes(db, person.id);
}

export type FactorRemoval =
  | { kind: 'removed'; name: string }
  | { kind: 'not-found' }
  | { kind: 'last-required' };

/**
 * Removes a passkey or the app. The last factor of a person whose role requires one stays (add
 * another first); once no factor is left, the recovery codes go too (they stand in for a factor).
 */
export async function removeFactor(
  db: Kysely<Database>,
  person: Person,
  factor: { passkeyId: number } | 'totp',
): Promise<FactorRemoval> {
  const factors = await accountFactors(db, person);
  const exists =
    factor === 'totp' ? factors.totpEnabled : factors.passkeys.some((p) => p.id === factor.passkeyId);
  if (!exists) return { kind: 'not-found' };
  const count = factors.passkeys.length + (factors.totpEnabled ? 1 : 0);
  if (factors.required && count <= 1) return { kind: 'last-required' };
  let name = 'authenticator app';
  if (factor === 'totp') await deleteTotp(db, person.id);
  else name = (await deletePasskey(db, person.id, factor.passkeyId))?.name ?? 'passkey';
  if (!(await hasSecondFactor(db, person.id))) await deleteRecoveryCodes(db, person.id);
  return { kind: 'removed', name };
}

/** New recovery codes replace the old ones; only a person with a second factor has any. */
export async function regenerateRecoveryCodes(
  db: Kysely<Database>,
  person: Person,
): Promise<string[] | undefined> {
  if (!(await hasSecondFactor(db, person.id))) return undefined;
  return issueRecoveryCodes(db, person.id);
}

export function requiredRoles(db: Kysely<Database>) {
  return listRequiredRoles(db);
}

/** Sets the roles that require a second factor; their open sessions follow the rule at once. */
export async function setRequiredRoles(db: Kysely<Database>, roles: readonly StaffRole[], now: Date) {
  await saveRequiredRoles(db, roles, staffRoles, now.toISOString());
  await applySecondFactorRule(db, now);
}

/**
 * A session whose person must have a second factor and has none may, from its next request, only
 * set one up, as a fresh sign-in would: after the owner requires one for a role, or gives a
 * person a role that requires one. Not after the 24 hours a session lasts.
 */
export async function applySecondFactorRule(db: Kysely<Database>, now: Date) {
  const roles = await listRequiredRoles(db);
  await returnSessionsToFactorSetup(db, roles, now.toISOString(), factorSetupExpiry(now));
}
