import type { Phrasebook } from '#web/app/phrasebook.js';

/**
 * The HP store list's own wording (the finder, the cards, a store's details), in English: the
 * catalogues' keys. A `{name}` is a value only the browser knows, filled in by the island: a
 * store's name, the place typed or found, a distance.
 */
export const storeListTexts = {
  placeField: 'PIN code or town',
  findNearest: 'Find nearest stores',
  useMyLocation: 'Use my location',
  nearestFromPlace: 'Nearest first from {place}.',
  nearestFromYou: 'Nearest first from your location.',
  placeNotFound: 'We could not find "{query}". Try a PIN code or a nearby town.',
  searchUnavailable: 'The search is not available just now. Please try again.',
  noGeolocation: 'This browser cannot share your location; type a PIN code or town instead.',
  locationUnavailable: 'Your location is not available; type a PIN code or town instead.',
  distance: '{km} km away',
  address: 'Address',
  email: 'E-mail',
  phone: 'Phone',
  emailStore: 'Email {store}',
  emailButton: 'Email',
  callStore: 'Call {store}',
  callButton: 'Call',
  directionsTo: 'Directions to {store}',
  directions: 'Directions',
  enquireNear: 'Enquire near {store}',
  enquire: 'Enquire',
  sendEmail: 'Send Email',
  callNow: 'Call Now',
  /** The details dialog's close button. */
  close: 'Close',
} as const;

/** What the store list island needs to speak the page's language; nothing on an English page. */
export type StoreListLanguage = {
  /** The list's texts in the page's language, with the opening hours' words (`openingHoursSources`). */
  phrases?: Phrasebook;
  /** The page's language tag ('bn-IN'): a distance is written in its digits. */
  languageTag?: string;
};
