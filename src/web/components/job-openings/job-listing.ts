import { formatLongDate, formatLpaRange, type Opening } from '#content/index.js';

/**
 * An opening as the careers page shows it, with what it writes worked out on the server: the
 * salary as text, the closing day in words ("15 December 2026") and the 'Apply via Email' link.
 * Formatting a date in the browser costs a phone tens of milliseconds of the load (issue 32).
 */
export type JobListing = Opening & { salaryPackage: string; applyBy?: string; applyByEmailHref: string };

/** How a listing writes the salary ('3.6 - 5.0 LPA') and the closing day ('15 December 2026'). */
export type ListingWriter = {
  salary: (salary: Opening['salary']) => string;
  day: (day: string) => string;
};

/** HR's preview writes in English; the careers page gives its language's writer. */
const englishWriter: ListingWriter = { salary: formatLpaRange, day: formatLongDate };

export function jobListingOf(
  opening: Opening,
  applyByEmailHref: string,
  write: ListingWriter = englishWriter,
): JobListing {
  return {
    ...opening,
    salaryPackage: write.salary(opening.salary),
    applyBy: opening.validThrough && write.day(opening.validThrough),
    applyByEmailHref,
  };
}

/** What an opening not yet saved shows for its Job ID (HR's preview): the ID is given on saving. */
export const unsavedJobIdText = 'given when the opening is saved';
