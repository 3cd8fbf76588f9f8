import type { SiteLanguage } from '#shared/languages.js';
import { formatLongDay, type Translate } from '#web/app/interface-text.js';
import type { ListingWriter } from '#web/components/job-openings/job-listing.js';

/** A salary range in lakh rupees per annum; `{min}` and `{max}` come written in the language's digits. */
export const lpaRangeText = '{min} - {max} LPA';

/**
 * The careers page's way to write an opening's salary and closing day, on the server, in the page's
 * language: '3.6 - 5.0 LPA' and '15 December 2026' in English, Bengali digits and month names in
 * Bengali. The browser never formats them (its locale is not the page's).
 */
export function listingWriterIn(language: SiteLanguage, text: Translate): ListingWriter {
  // One decimal, as spec section 2 "Careers" shows salaries ('2.4 - 3.6 LPA').
  const lakhs = new Intl.NumberFormat(language.tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    salary: ({ minLpa, maxLpa }) =>
      text(lpaRangeText, { min: lakhs.format(minLpa), max: lakhs.format(maxLpa) }),
    day: (day) => formatLongDay(day, language),
  };
}
