// Opening hours on the pages: the open status, the week's hours and the directions links.
export { googleMapsDirections, openStreetMapLink } from './directions.js';
export { LiveOpeningStatus } from './live-opening-status.island.js';
export {
  openingHoursPhrasebook,
  openingHoursSources,
  openingStatusPhrasebook,
} from './opening-hours-text.js';
export { OpeningStatusLine } from './opening-status-line.js';
export { useClock } from './use-clock.js';
export { WeekHoursAndDirections } from './week-hours.js';
