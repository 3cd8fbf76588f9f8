import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  findActiveAdminSession,
  insertAdminSession,
  revokeAdminSession,
} from '#server/db/admin-sessions-repository.js';
import type { Database } from '#server/db/schema.js';

/** An admin session lasts 24 hours from sign-in (spec section 9 "Business constants and limits"). */
const ADMIN_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Tokens are 256 random bits; only their SHA-256 is stored, so a database leak reveals no token. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function startAdminSession(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_LIFETIME_MS).toISOString();
  await insertAdminSession(db, { tokenHash: hashToken(token), createdAt: now.toISOString(), expiresAt });
  return { token, expiresAt };
}

export async function findAdminSession(db: Kysely<Database>, token: string, now: Date = new Date()) {
  return findActiveAdminSession(db, hashToken(token), now.toISOString());
}

export async function endAdminSession(db: Kysely<Database>, token: string, now: Date = new Date()) {
  await revokeAdminSession(db, hashToken(token), now.toISOString());
}
