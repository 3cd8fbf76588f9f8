import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import {
  acceptInvitation,
  findOpenInvitation,
  insertInvitation,
} from '#server/db/staff-invitations-repository.js';
import { type InvitationDetails, invitationPath } from '#shared/accounts.js';
import { ratePassword } from '#shared/password-strength.js';
import { hashToken, newToken } from './admin-sessions.js';
import { hashPassword } from './password-hashing.js';

/** An invitation (or a password reset) link works once, for 72 hours. */
const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000;

/** Makes a single-use link for an account; only the hash of its token is stored. */
export async function issueInvitation(
  db: Kysely<Database>,
  accountId: number,
  siteUrl: string,
  now: Date,
): Promise<{ invitationUrl: string; expiresAt: string }> {
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString();
  await insertInvitation(db, { tokenHash, accountId, createdAt: now.toISOString(), expiresAt });
  return { invitationUrl: `${siteUrl}${invitationPath}${token}`, expiresAt };
}

/** Who an open link invites, for the set-password page; undefined for any link that would be refused. */
export async function readInvitationLink(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<Omit<InvitationDetails, 'companyName'> | undefined> {
  const invitation = await findOpenInvitation(db, hashToken(token), now.toISOString());
  return invitation && { name: invitation.name, email: invitation.email, role: invitation.role };
}

type Acceptance =
  | { kind: 'accepted'; accountId: number }
  /** Used before, expired, replaced or never issued: one answer for all. */
  | { kind: 'invalid' }
  | { kind: 'weak-password'; message: string };

/**
 * The invitee chooses a password with the link. The password is checked before the link is used,
 * so a refused password leaves the link working for a second try.
 */
export async function acceptInvitationLink(
  db: Kysely<Database>,
  token: string,
  password: string,
  now: Date,
  companyName: string,
): Promise<Acceptance> {
  const invitation = await findOpenInvitation(db, hashToken(token), now.toISOString());
  if (!invitation) return { kind: 'invalid' };
  const { problem } = ratePassword(password, { name: invitation.name, email: invitation.email, companyName });
  if (problem) return { kind: 'weak-password', message: problem };
  const accepted = await acceptInvitation(db, {
    invitationId: invitation.invitationId,
    accountId: invitation.accountId,
    passwordHash: await hashPassword(password),
    now: now.toISOString(),
  });
  return accepted ? { kind: 'accepted', accountId: invitation.accountId } : { kind: 'invalid' };
}
