/** The event by which any part of the page asks for the consent banner again. */
export const OPEN_SETTINGS_EVENT = 'cookie-settings:open';

/** Re-opens the consent banner with the stored choices (the footer's 'Cookie settings'). */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}
