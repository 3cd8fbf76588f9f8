import type { LocationHours } from '#content/schemas/opening-hours.js';
import type { Phrasebook } from '#web/app/phrasebook.js';
import { OpeningStatusLine } from './opening-status-line.js';
import { useClock } from './use-clock.js';

type LiveOpeningStatusProps = {
  location: LocationHours;
  renderedAt: string;
  /** The words in the page's language (`openingHoursPhrasebook`); English without. */
  phrases?: Phrasebook | undefined;
};

/**
 * An office card's open status on its own: the card is plain HTML, so only this line runs in the
 * browser, moving on at each minute's turn from the server's words.
 */
export function LiveOpeningStatus({ location, renderedAt, phrases }: LiveOpeningStatusProps) {
  return <OpeningStatusLine location={location} now={useClock(renderedAt)} phrases={phrases} />;
}
