import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  findActiveAdminSession,
  insertAdminSession,
  revokeAdminSession,
  setAdminSessionExpiry,
  touchAdminSession,
} from '#server/db/admin-sessions-repository.js';
import type { Database, SessionStage } from '#server/db/schema.js';
import { describeUserAgent } from '#server/services/tracking/user-agent.js';

/** An admin session lasts 24 hours from sign-in (spec section 9 "Business constants and limits"). */
const ADMIN_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * A session opened only to set up a second factor (the role requires one, the person has none)
 * lasts long enough for that, not a day.
 */
const FACTOR_SETUP_LIFETIME_MS = 30 * 60 * 1000;

/** "Last use" is written at most once a minute per session, not on every request. */
const LAST_USE_PRECISION_MS = 60 * 1000;

/** Tokens are 256 random bits; only their SHA-256 is stored, so a database leak reveals no token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random token and the hash the database keeps of it (sessions, invitations). */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** "Chrome on Windows": what "My sessions" shows of the device a session was opened on. */
export function deviceName(userAgent: string | undefined): string {
  const { browser, os } = describeUserAgent(userAgent ?? '');
  return `${browser} on ${os}`;
}

export async function startAdminSession(
  db: Kysely<Database>,
  opened: { accountId: number; userAgent?: string; address?: string; stage?: SessionStage },
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const { token, tokenHash } = newToken();
  const stage = opened.stage ?? 'full';
  const expiresAt =
    stage === 'full'
      ? new Date(now.getTime() + ADMIN_SESSION_LIFETIME_MS).toISOString()
      : factorSetupExpiry(now);
  await insertAdminSession(db, {
    tokenHash,
    accountId: opened.accountId,
    device: deviceName(opened.userAgent),
    address: opened.address ?? '',
    createdAt: now.toISOString(),
    expiresAt,
    stage,
  });
  return { token, expiresAt };
}

/** When a session that may only set up a second factor, opened or returned to that stage `now`, ends. */
export function factorSetupExpiry(now: Date): string {
  return new Date(now.getTime() + FACTOR_SETUP_LIFETIME_MS).toISOString();
}

/** A session that has just finished setting up a second factor lasts a full day from now. */
export async function extendAdminSession(db: Kysely<Database>, sessionId: number, now: Date) {
  await setAdminSessionExpiry(
    db,
    sessionId,
    new Date(now.getTime() + ADMIN_SESSION_LIFETIME_MS).toISOString(),
  );
}

/** The live session of a token, with its account; its last use is noted (from `address`). */
export async function findAdminSession(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
  address = '',
) {
  const session = await findActiveAdminSession(db, hashToken(token), now.toISOString());
  if (!session) return undefined;
  const staleBefore = new Date(now.getTime() - LAST_USE_PRECISION_MS).toISOString();
  if (session.lastUsedAt === null || session.lastUsedAt < staleBefore) {
    await touchAdminSession(db, session.id, { now: now.toISOString(), staleBefore, address });
  }
  return session;
}

export async function endAdminSession(db: Kysely<Database>, token: string, now: Date = new Date()) {
  await revokeAdminSession(db, hashToken(token), now.toISOString());
}

/** The session queries the routes use as they are (routes never import from db/). */
export {
  findSessionAccount,
  listActiveSessions,
  revokeAdminSessionById,
} from '#server/db/admin-sessions-repository.js';
export type { SessionStage } from '#server/db/schema.js';
