import { enquiryButtonLabel } from '#content/enquiries.js';
import { productWarrantyText } from '#content/site-text.js';
import type { Translate } from '#web/app/interface-text.js';
import { type Phrasebook, phrasebookOf } from '#web/app/phrasebook.js';

/**
 * The product cards' own wording and their Get Quote list's, in English: the catalogues' keys. A
 * `{name}` is a value the card fills in (the product's name, a branch's name and number).
 */
export const brandProductTexts = {
  available: 'Available',
  getQuote: 'Get Quote',
  quoteBranches: 'Branches to call for a {product} quote',
  leaveNumber: 'Leave your number; the office nearest you will call.',
  callNearest: 'Call your nearest branch for a quote:',
  callBranch: 'Call {branch}: {phone}',
} as const;

/** Every text the product cards show or say to a screen reader. */
const brandProductSources: readonly string[] = [...Object.values(brandProductTexts), enquiryButtonLabel];

/** The product list's heading, formatted on the server. */
export const brandProductsHeading = '{brand} Product Categories';

/** Every interface text of the brand page's product list: the cards', its heading, the warranty line. */
export const brandProductListSources: readonly string[] = [
  ...brandProductSources,
  brandProductsHeading,
  productWarrantyText,
];

/** The cards' texts in the page's language, for the brand page to give its island. */
export function brandProductPhrasebook(text: Translate): Phrasebook | undefined {
  return phrasebookOf(text, brandProductSources);
}
