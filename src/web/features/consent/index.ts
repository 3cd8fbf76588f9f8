/**
 * The cookie consent feature's public face for the rest of the app.
 * (Implementation lands with the consent issue.)
 */
export { ConsentManager } from './consent-manager.js';

const OPEN_SETTINGS_EVENT = 'cookie-settings:open';

/** Re-opens the consent banner with the stored choices (the footer's 'Cookie settings'). */
export function openCookieSettings() {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

export { OPEN_SETTINGS_EVENT };
