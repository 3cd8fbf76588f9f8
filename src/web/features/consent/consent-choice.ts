import { consentVersion } from '#content/consent.js';
import type { ConsentLogReceipt, ConsentPreferences, ConsentRecord } from '#shared/consent.js';
import { apiJson } from '#web/lib/api-client.js';
import { CONSENT_STORAGE_KEY, readStoredConsent } from '#web/lib/consent-storage.js';

/** Necessary, and every other category on or off. */
export function allCategories(allowed: boolean): ConsentPreferences {
  return { necessary: true, preferences: allowed, statistics: allowed, marketing: allowed };
}

/**
 * The toggles before a first choice: only necessary. The specification has the other three start
 * on, but consent under the DPDP Act must be a clear affirmative act, so 'Allow selection' without
 * a tick allows nothing optional ('Allow all cookies' still allows everything). A browser sending
 * Global Privacy Control so starts with statistics and marketing off, as it always did.
 */
export function defaultPreferences(): ConsentPreferences {
  return allCategories(false);
}

/**
 * The Cookie consent record of spec section 3 "Entities and their fields"; `accepted` says the
 * visitor answered the banner.
 */
export function createConsentRecord(preferences: ConsentPreferences, now: Date): ConsentRecord {
  return { accepted: true, preferences, timestamp: now.toISOString(), version: consentVersion };
}

export function storeConsent(record: ConsentRecord): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}

/**
 * Logs the choice on the server and keeps the id it was logged under in the stored record. A
 * record still without an id is logged again on the next load, so no choice goes unlogged.
 */
export async function logConsent(record: ConsentRecord): Promise<void> {
  try {
    const { data } = await apiJson<ConsentLogReceipt>('/api/consent', {
      method: 'POST',
      json: { preferences: record.preferences, version: record.version },
      keepalive: true,
    });
    // Unless the visitor has chosen again in the meantime.
    if (readStoredConsent()?.timestamp === record.timestamp)
      storeConsent({ ...record, consentId: data.consentId });
  } catch {
    // Unreachable or refused: logged on a later load.
  }
}
