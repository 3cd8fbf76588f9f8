import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { consentCategories } from '#content/consent.js';
import type { ConsentPreferences } from '#shared/consent.js';
import { setCookieBannerHeight } from '#web/hooks/use-cookie-banner-height.js';
import { allCategories } from './consent-choice.js';
import type { CookieBannerText } from './cookie-banner-text.js';

type CookieBannerProps = {
  /** Its words in the page's language. */
  text: CookieBannerText;
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
const buttonClass = 'rounded-md px-3 py-2 text-sm font-semibold sm:px-4';
const filledButtonClass = `${buttonClass} bg-brand-700 text-white hover:bg-brand-900`;

/**
 * The cookie banner of spec section 4 "States and transitions": a labelled region fixed at the
 * bottom, not modal, so the page stays usable. It is always in the HTML, hidden until a visitor
 * without a choice needs it; being fixed, showing it moves nothing on the page. On narrow screens
 * it is a compact bar: the three choices, and the four categories behind 'Choose categories' (open
 * when the visitor came back to change them). It sits below the header, so it never covers the
 * header or its open menu.
 */
export function CookieBanner({
  text,
  selection,
  reopened,
  onChange,
  onChoose,
  onDismiss,
}: CookieBannerProps) {
  const region = useRef<HTMLElement>(null);
  const categoriesId = useId();
  const [categoriesShown, setCategoriesShown] = useState(false);
  const open = selection !== null;
  const toggles = selection ?? allCategories(false);

  // Floating pieces (the chat) sit above the banner: tell them its height while it is open.
  useEffect(() => {
    const element = region.current;
    if (!open || !element) return;
    const resized = new ResizeObserver(() => setCookieBannerHeight(element.offsetHeight));
    resized.observe(element);
    return () => {
      resized.disconnect();
      setCookieBannerHeight(0);
    };
  }, [open]);

  useEffect(() => {
    if (!open || !reopened) return;
    setCategoriesShown(true);
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
      className="fixed inset-x-0 bottom-0 z-30 max-h-[calc(100svh-4rem)] overflow-y-auto border-t border-slate-300 bg-white px-4 py-3 shadow-2xl sm:py-4"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="cookie-banner-title" className="text-base font-bold text-brand-900 sm:text-lg">
          {text.title}
        </h2>
        <p id="cookie-banner-text" className="mt-1 text-sm text-slate-700">
          {text.text}
        </p>
        <button
          type="button"
          aria-expanded={categoriesShown}
          aria-controls={categoriesId}
          onClick={() => setCategoriesShown((shown) => !shown)}
          className="mt-2 inline-flex items-center gap-1 rounded py-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline md:hidden"
        >
          {text.chooseCategories}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 motion-safe:transition-transform ${categoriesShown ? 'rotate-180' : ''}`}
          />
        </button>
        <div
          id={categoriesId}
          className={`mt-3 gap-3 sm:grid-cols-2 md:grid lg:grid-cols-4 ${categoriesShown ? 'grid' : 'hidden'}`}
        >
          {consentCategories.map(({ key, locked }) => (
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
                  {text.categories[key].label}
                </label>
                <p id={`cookie-${key}-text`} className="text-xs text-slate-600">
                  {text.categories[key].description}
                </p>
              </div>
            </div>
          ))}
        </div>
        <div className="mt-3 flex flex-wrap gap-2 *:grow sm:mt-4 sm:justify-end sm:*:grow-0">
          <button type="button" className={filledButtonClass} onClick={() => onChoose(allCategories(false))}>
            {text.necessaryOnly}
          </button>
          <button
            type="button"
            className={`${buttonClass} border border-brand-700 text-brand-700 hover:bg-brand-50`}
            onClick={() => onChoose(toggles)}
          >
            {text.allowSelection}
          </button>
          <button type="button" className={filledButtonClass} onClick={() => onChoose(allCategories(true))}>
            {text.allowAll}
          </button>
        </div>
      </div>
    </section>
  );
}
