import { consentBanner, consentCategories } from '#content/consent.js';
import type { ConsentCategoryKey } from '#content/types.js';
import type { Translate } from '#web/app/interface-text.js';

/** The cookie banner's words in the page's language, translated on the server and sent as props. */
export type CookieBannerText = {
  [Key in keyof typeof consentBanner]: string;
} & {
  categories: Record<ConsentCategoryKey, { label: string; description: string }>;
  /** The footer's button that opens the banner again. */
  settings: string;
};

export function cookieBannerText(text: Translate): CookieBannerText {
  return {
    title: text(consentBanner.title),
    text: text(consentBanner.text),
    chooseCategories: text(consentBanner.chooseCategories),
    allowAll: text(consentBanner.allowAll),
    allowSelection: text(consentBanner.allowSelection),
    necessaryOnly: text(consentBanner.necessaryOnly),
    settings: text(consentBanner.settings),
    categories: Object.fromEntries(
      consentCategories.map(({ key, label, description }) => [
        key,
        { label: text(label), description: text(description) },
      ]),
    ) as CookieBannerText['categories'],
  };
}
