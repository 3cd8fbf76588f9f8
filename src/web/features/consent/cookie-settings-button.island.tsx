import { useHydrated } from '#web/hooks/use-hydrated.js';
import { openCookieSettings } from './consent-events.js';

/** The footer's 'Cookie settings': asks the consent banner to open again. */
export function CookieSettingsButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      onClick={openCookieSettings}
      disabled={!hydrated}
      className="rounded py-1 text-slate-300 underline-offset-4 hover:text-white hover:underline"
    >
      {label}
    </button>
  );
}
