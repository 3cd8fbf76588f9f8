import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { insertConsentRecord } from '#server/db/consent-repository.js';
import type { Database } from '#server/db/schema.js';
import type { ConsentLogReceipt, ConsentLogRequest } from '#shared/consent.js';

/**
 * Logs a cookie choice under a random id, with its categories, the consent version and the
 * server's time, so the company can show what a visitor agreed to. Nothing ties it to a person.
 */
export async function logConsentChoice(
  db: Kysely<Database>,
  choice: ConsentLogRequest,
  now: Date,
): Promise<ConsentLogReceipt> {
  const receipt = { consentId: randomUUID(), loggedAt: now.toISOString() };
  await insertConsentRecord(db, {
    consentId: receipt.consentId,
    preferences: choice.preferences,
    version: choice.version,
    createdAt: receipt.loggedAt,
  });
  return receipt;
}
