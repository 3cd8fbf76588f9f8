import type { Insertable, Kysely } from 'kysely';
import type { ConsentPreferences } from '#shared/consent.js';
import type { ConsentRecordsTable, Database } from './schema.js';

export type NewConsentRecord = {
  consentId: string;
  preferences: ConsentPreferences;
  version: number;
  createdAt: string;
};

/** Logs one consent choice. No IP, user agent or session id is stored with it. */
export async function insertConsentRecord(db: Kysely<Database>, record: NewConsentRecord): Promise<void> {
  await db.insertInto('consent_records').values(consentRow(record)).execute();
}

/** The row of a consent choice: one 0/1 column per category (schema.ts). */
export function consentRow(record: NewConsentRecord): Insertable<ConsentRecordsTable> {
  return {
    consent_id: record.consentId,
    necessary: record.preferences.necessary ? 1 : 0,
    preferences: record.preferences.preferences ? 1 : 0,
    statistics: record.preferences.statistics ? 1 : 0,
    marketing: record.preferences.marketing ? 1 : 0,
    version: record.version,
    created_at: record.createdAt,
  };
}
