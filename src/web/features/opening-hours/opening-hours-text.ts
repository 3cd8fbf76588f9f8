import { openingWordSources } from '#content/opening-status.js';
import type { Translate } from '#web/app/interface-text.js';
import { type Phrasebook, phrasebookOf } from '#web/app/phrasebook.js';

/** The status line's own word, before today's hours. */
export const openingStatusLineTexts = { today: 'Today:' } as const;

/** The detail dialog's headings and links beside the week's hours. */
export const weekHoursTexts = {
  hours: 'Hours (India time)',
  directions: 'Directions',
  googleMaps: 'Directions on Google Maps',
  openStreetMap: 'Map on OpenStreetMap',
} as const;

/** The texts of a status line: the statuses' words (times, days, months) and its own. */
const openingStatusSources = [...openingWordSources, ...Object.values(openingStatusLineTexts)];

/** Every text the opening hours show: the status line's and the detail dialog's. */
export function openingHoursSources(): string[] {
  return [...openingStatusSources, ...Object.values(weekHoursTexts)];
}

/**
 * The words of a status line in the page's language, formatted on the server (decision 0012): a
 * status moves on in the browser each minute, so its island says it with this phrasebook. None on
 * an English page.
 */
export function openingStatusPhrasebook(text: Translate): Phrasebook | undefined {
  return phrasebookOf(text, openingStatusSources);
}

/** The same for a status line with the week's hours and the directions (a detail dialog). */
export function openingHoursPhrasebook(text: Translate): Phrasebook | undefined {
  return phrasebookOf(text, openingHoursSources());
}
