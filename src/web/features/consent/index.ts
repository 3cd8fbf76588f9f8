/** The cookie consent feature's public face for the rest of the app. */
export { OPEN_SETTINGS_EVENT, openCookieSettings } from './consent-events.js';
export { ConsentManager } from './consent-manager.js';
