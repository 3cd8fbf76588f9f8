import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import { revokeAccountSessions } from './staff-accounts-repository.js';

/** A new invitation for an account; its earlier unused ones stop working. */
export async function insertInvitation(
  db: Kysely<Database>,
  invitation: { tokenHash: string; accountId: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_invitations')
      .set({ used_at: invitation.createdAt })
      .where('account_id', '=', invitation.accountId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('staff_invitations')
      .values({
        token_hash: invitation.tokenHash,
        account_id: invitation.accountId,
        created_at: invitation.createdAt,
        expires_at: invitation.expiresAt,
      })
      .execute();
  });
}

/** The account an unused, unexpired invitation is for: who it invites, and the e-mail the password rules check. */
export async function findOpenInvitation(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom('staff_invitations')
    .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_invitations.account_id')
    .select([
      'staff_invitations.id as invitationId',
      'staff_accounts.id as accountId',
      'staff_accounts.email as email',
      'staff_accounts.name as name',
      'staff_accounts.role as role',
    ])
    .where('staff_invitations.token_hash', '=', tokenHash)
    .where('staff_invitations.used_at', 'is', null)
    .where('staff_invitations.expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Uses an invitation once: marks it used, sets the password, activates an invited account and ends
 * the account's sessions, in one transaction. False when it was used meanwhile (two tabs at once).
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  acceptance: { invitationId: number; accountId: number; passwordHash: string; now: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('staff_invitations')
      .set({ used_at: acceptance.now })
      .where('id', '=', acceptance.invitationId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('staff_accounts')
      .set({ password_hash: acceptance.passwordHash, updated_at: acceptance.now })
      .where('id', '=', acceptance.accountId)
      .execute();
    await trx
      .updateTable('staff_accounts')
      .set({ status: 'active' })
      .where('id', '=', acceptance.accountId)
      .where('status', '=', 'invited')
      .execute();
    await revokeAccountSessions(trx, acceptance.accountId, acceptance.now);
    return true;
  });
}
