import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { appendAuditEntry, countRecentAuditEntries } from '#server/db/audit-log-repository.js';
import type { Database } from '#server/db/schema.js';
import type { AuditAction } from '#shared/audit.js';

/** Texts longer than this are cut: a row says what happened, it does not copy the data. */
const MAX_TEXT = 500;

const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

export type AuditActor = { id: number | null; name: string; role: string };

/**
 * Failures an attacker can repeat at will (a wrong password, a refused code): one address writes at
 * most this many of each kind in a window, enough to see the attack, too few to flood the log with
 * the attacker's text (issue 46). The lockout refuses most of them before they are checked anyway.
 */
const repeatableFailures: ReadonlySet<AuditAction> = new Set(['sign-in-failed', 'second-factor-failed']);
const REPEATS_PER_WINDOW = 10;
const REPEAT_WINDOW_MS = 15 * 60 * 1000;

/** Appends one row: when, who (with their role at the time), from where, what, on what, and a short summary. */
export async function recordAudit(
  db: Kysely<Database>,
  entry: {
    at: Date;
    actor: AuditActor;
    address: string;
    action: AuditAction;
    target: string;
    summary?: string;
  },
): Promise<void> {
  if (repeatableFailures.has(entry.action)) {
    const since = new Date(entry.at.getTime() - REPEAT_WINDOW_MS).toISOString();
    const recent = await countRecentAuditEntries(db, { action: entry.action, address: entry.address, since });
    if (recent >= REPEATS_PER_WINDOW) return;
  }
  await appendAuditEntry(db, {
    at: entry.at.toISOString(),
    account_id: entry.actor.id,
    account_name: cut(entry.actor.name),
    role: entry.actor.role,
    address: entry.address,
    action: entry.action,
    target: cut(entry.target),
    summary: cut(entry.summary ?? ''),
  });
}

/**
 * Records an action of the person signed in on `request` (a route in the admin scope), at the
 * server's time and from the request's address.
 */
export async function auditRequest(
  request: FastifyRequest,
  action: AuditAction,
  target: string,
  summary?: string,
): Promise<void> {
  const session = request.adminSession;
  if (!session) throw new Error(`${request.url} is served outside the admin scope`);
  const { id, name, role } = session.account;
  await recordAudit(request.server.database.db, {
    at: request.server.now(),
    actor: { id, name, role },
    address: request.ip,
    action,
    target,
    summary,
  });
}
