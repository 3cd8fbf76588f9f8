import type { Translate } from '#web/app/interface-text.js';
import { type Phrasebook, phrasebookOf } from '#web/app/phrasebook.js';

/** The English sources of a gallery's buttons, the catalogues' keys. */
export const galleryTexts = {
  /** Read by screen readers before a thumbnail's description. */
  enlarge: 'Enlarge:',
  previous: 'Previous photo',
  next: 'Next photo',
  /** The enlarged view's close button. */
  close: 'Close',
} as const;

/** A gallery's texts in the page's language, for its island's props (decision 0012). None on an English page. */
export function galleryPhrasebook(text: Translate): Phrasebook | undefined {
  return phrasebookOf(text, Object.values(galleryTexts));
}
