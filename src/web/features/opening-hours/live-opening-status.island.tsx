import type { LocationHours } from '#content/schemas/opening-hours.js';
import { OpeningStatusLine } from './opening-status-line.js';
import { useClock } from './use-clock.js';

/**
 * An office card's open status on its own: the card is plain HTML, so only this line runs in the
 * browser, moving on at each minute's turn from the server's words.
 */
export function LiveOpeningStatus({ location, renderedAt }: { location: LocationHours; renderedAt: string }) {
  return <OpeningStatusLine location={location} now={useClock(renderedAt)} />;
}
