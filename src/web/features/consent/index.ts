/** The cookie consent feature's public face for the rest of the app. */
export { OPEN_SETTINGS_EVENT } from './consent-events.js';
export { ConsentManager } from './consent-manager.island.js';
export { type CookieBannerText, cookieBannerText } from './cookie-banner-text.js';
export { CookieSettingsButton } from './cookie-settings-button.island.js';
