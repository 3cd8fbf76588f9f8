import { useEffect, useState } from 'react';
import type { ConsentPreferences, ConsentRecord } from '#shared/consent.js';
import { clearTrackingStorage, VisitTracker } from '#web/features/tracking/index.js';
import { readStoredConsent } from '#web/lib/consent-storage.js';
import { createConsentRecord, defaultPreferences, logConsent, storeConsent } from './consent-choice.js';
import { OPEN_SETTINGS_EVENT } from './consent-events.js';
import { CookieBanner } from './cookie-banner.js';
import type { CookieBannerText } from './cookie-banner-text.js';

/**
 * The consent banner and the tracking it allows. The first render (the pre-rendered HTML) has the
 * banner hidden and no tracking; after hydration the stored choice decides: no choice shows the
 * banner, statistics consent mounts the tracker. Nothing is sent before a choice.
 */
export function ConsentManager({ text }: { text: CookieBannerText }) {
  const [consent, setConsent] = useState<ConsentRecord | null>(null);
  /** The banner's toggles while it is shown; null while it is hidden. */
  const [selection, setSelection] = useState<ConsentPreferences | null>(null);
  const [reopened, setReopened] = useState(false);

  useEffect(() => {
    const stored = readStoredConsent();
    setConsent(stored);
    if (!stored) setSelection(defaultPreferences());
    else if (!stored.consentId) void logConsent(stored);

    const reopen = () => {
      setSelection(readStoredConsent()?.preferences ?? defaultPreferences());
      setReopened(true);
    };
    window.addEventListener(OPEN_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, reopen);
  }, []);

  function close() {
    setSelection(null);
    setReopened(false);
  }

  /** The accept callback of every banner button. */
  function choose(preferences: ConsentPreferences) {
    const record = createConsentRecord(preferences, new Date());
    storeConsent(record);
    // Withdrawing statistics stops tracking at once: the tracker unmounts and its keys go.
    if (!preferences.statistics) clearTrackingStorage();
    setConsent(record);
    close();
    void logConsent(record);
  }

  return (
    <>
      <CookieBanner
        text={text}
        selection={selection}
        reopened={reopened}
        onChange={setSelection}
        onChoose={choose}
        onDismiss={consent ? close : undefined}
      />
      {consent?.preferences.statistics && <VisitTracker />}
    </>
  );
}
