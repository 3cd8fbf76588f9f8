import { consentVersion } from '../../content/index.js';
import { CONSENT_STORAGE_KEY, type ConsentRecord, consentRecordSchema } from '../../shared/consent.js';

/**
 * The visitor's stored consent, or null when there is none, it is unreadable, or it was given
 * under an older consent version (then the visitor is asked again). Any feature may read it;
 * only the consent feature writes it.
 */
export function readStoredConsent(): ConsentRecord | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = consentRecordSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.version !== consentVersion) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/** Whether the visitor allowed statistics: the condition for any tracking or chat recording. */
export function hasStatisticsConsent(): boolean {
  return readStoredConsent()?.preferences.statistics === true;
}
