import { useEffect, useRef } from 'react';
import { consentBanner, consentCategories } from '../../../content/index.js';
import type { ConsentPreferences } from '../../../shared/consent.js';
import { allCategories } from './consent-choice.js';

type CookieBannerProps = {
  /** The toggles' state; null keeps the banner hidden. */
  selection: ConsentPreferences | null;
  /** Opened again from 'Cookie settings': focus moves into it, and back when it closes. */
  reopened: boolean;
  onChange: (selection: ConsentPreferences) => void;
  onChoose: (preferences: ConsentPreferences) => void;
  /** Escape closes the banner without a new choice, once there is an earlier one. */
  onDismiss: (() => void) | undefined;
};

// Declining is as prominent as allowing: both filled, the selection outlined.
const buttonClass = 'rounded-md px-4 py-2 text-sm font-semibold';
const filledButtonClass = `${buttonClass} bg-brand-700 text-white hover:bg-brand-900`;

/**
 * The cookie banner of spec section 4: a labelled region fixed at the bottom, not modal, so the
 * page stays usable. It is always in the HTML, hidden until a visitor without a choice needs it;
 * being fixed, showing it moves nothing on the page.
 */
export function CookieBanner({ selection, reopened, onChange, onChoose, onDismiss }: CookieBannerProps) {
  const region = useRef<HTMLElement>(null);
  const open = selection !== null;
  const toggles = selection ?? allCategories(true);

  useEffect(() => {
    if (!open || !reopened) return;
    const opener = document.activeElement as HTMLElement | null;
    region.current?.focus();
    return () => opener?.focus();
  }, [open, reopened]);

  return (
    <section
      ref={region}
      hidden={!open}
      tabIndex={-1}
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
      onKeyDown={(event) => event.key === 'Escape' && onDismiss?.()}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto border-t border-slate-300 bg-white p-4 shadow-2xl"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="cookie-banner-title" className="text-lg font-bold text-brand-900">
          {consentBanner.title}
        </h2>
        <p id="cookie-banner-text" className="mt-1 text-sm text-slate-700">
          {consentBanner.text}
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {consentCategories.map(({ key, label, description, locked }) => (
            <div key={key} className="flex items-start gap-2">
              <input
                id={`cookie-${key}`}
                type="checkbox"
                checked={toggles[key]}
                disabled={locked}
                aria-describedby={`cookie-${key}-text`}
                onChange={(event) => onChange({ ...toggles, [key]: event.target.checked })}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <div>
                <label htmlFor={`cookie-${key}`} className="text-sm font-semibold text-slate-900">
                  {label}
                </label>
                <p id={`cookie-${key}-text`} className="text-xs text-slate-600">
                  {description}
                </p>
              </div>
            </div>
          ))}
        </div>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={filledButtonClass} onClick={() => onChoose(allCategories(false))}>
            {consentBanner.necessaryOnly}
          </button>
          <button
            type="button"
            className={`${buttonClass} border border-brand-700 text-brand-700 hover:bg-brand-50`}
            onClick={() => onChoose(toggles)}
          >
            {consentBanner.allowSelection}
          </button>
          <button type="button" className={filledButtonClass} onClick={() => onChoose(allCategories(true))}>
            {consentBanner.allowAll}
          </button>
        </div>
      </div>
    </section>
  );
}
