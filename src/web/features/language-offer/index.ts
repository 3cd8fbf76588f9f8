/** The offer, on an English page, of the same page in the visitor's preferred language. */
export { LanguageOffer, type LanguageOfferText } from './language-offer.island.js';
