// Which language an English page offers its visitor (issue 47): the language their browser puts
// first among the site's languages, when that is not English; and never again once they have
// answered. The answer is a functional preference kept in the browser, not tracking: it is
// neither sent nor counted.

import { siteCodeOfTag } from '#shared/languages.js';

const ANSWERED_KEY = 'languageOfferAnswered';

/**
 * The code of the site language the browser prefers ('bn' for ['bn-IN', 'en-GB']), or undefined
 * when it prefers the default language or none of the site's.
 */
export function preferredSiteLanguage(
  browserLanguages: readonly string[],
  siteCodes: readonly string[],
  defaultCode: string,
): string | undefined {
  const code = browserLanguages.map((tag) => siteCodeOfTag(tag, siteCodes)).find(Boolean);
  return code === defaultCode ? undefined : code;
}

export function offerAnswered(): boolean {
  try {
    return window.localStorage.getItem(ANSWERED_KEY) !== null;
  } catch {
    // Storage blocked: offering on each page would nag, so no offer.
    return true;
  }
}

export function rememberOfferAnswered(): void {
  try {
    window.localStorage.setItem(ANSWERED_KEY, '1');
  } catch {
    // Storage blocked: nothing to keep.
  }
}
