import { consentVersion } from '#content/consent.js';
import type { ConsentRecord } from '#shared/consent.js';

/**
 * The browser key of the consent record: CONSENT_STORAGE_KEY of shared/consent.ts, repeated here
 * because importing that module would bring its zod schemas (about 100 KB) into every page.
 * A unit test (features/consent) keeps the two, and the check below, in line with the schema.
 */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

/**
 * The visitor's stored consent, or null when there is none, it is unreadable, or it was given
 * under an older consent version (then the visitor is asked again). Any feature may read it;
 * only the consent feature writes it.
 */
export function readStoredConsent(): ConsentRecord | null {
  try {
    const record: unknown = JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    return isCurrentConsentRecord(record) ? record : null;
  } catch {
    return null;
  }
}

/** Whether the visitor allowed statistics: the condition for any tracking or chat recording. */
export function hasStatisticsConsent(): boolean {
  return readStoredConsent()?.preferences.statistics === true;
}

/** consentRecordSchema's rules, checked without zod, for the current consent version. */
function isCurrentConsentRecord(value: unknown): value is ConsentRecord {
  const record = value as ConsentRecord | null;
  const preferences: Record<string, unknown> = record?.preferences ?? {};
  return (
    typeof record?.accepted === 'boolean' &&
    record.version === consentVersion &&
    typeof record.timestamp === 'string' &&
    !Number.isNaN(Date.parse(record.timestamp)) &&
    preferences.necessary === true &&
    ['preferences', 'statistics', 'marketing'].every((key) => typeof preferences[key] === 'boolean')
  );
}
