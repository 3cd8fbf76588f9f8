import { type OpeningStatus, weekText } from '#content/opening-status.js';
import type { Coordinates, LocationHours } from '#content/schemas/opening-hours.js';
import { type Phrasebook, sayWith } from '#web/app/phrasebook.js';
import { ContentText, TextWithContentTexts } from '#web/islands/untranslated-texts.js';
import { googleMapsDirections, openStreetMapLink } from './directions.js';
import { weekHoursTexts } from './opening-hours-text.js';

const link = 'text-brand-700 underline underline-offset-2';

/**
 * The detail dialog's hours: the week, Monday first, and the directions links. `status` is said
 * with the same `phrases` (`openingStatus(location, now, sayWith(phrases))`).
 */
export function WeekHoursAndDirections({
  location,
  status,
  phrases,
}: {
  location: LocationHours & { coordinates?: Coordinates | undefined; landmark?: string | undefined };
  status: OpeningStatus;
  /** The words in the page's language (`openingHoursPhrasebook`); English without. */
  phrases?: Phrasebook | undefined;
}) {
  const say = sayWith(phrases);
  const week = weekText(location, say);
  // The status names today's special day ('Closed today: Durga Puja'), a content text.
  const specialDayNames = location.specialDays?.map((day) => day.name) ?? [];
  return (
    <>
      {week.length > 0 && (
        <div>
          <dt className="text-sm font-semibold text-slate-900">{say(weekHoursTexts.hours)}</dt>
          <dd>
            <p className={status.state === 'open' ? 'font-semibold text-green-800' : 'font-semibold'}>
              <TextWithContentTexts text={status.text} contentTexts={specialDayNames} />
            </p>
            <table className="mt-1 text-sm">
              <tbody>
                {week.map((line) => (
                  <tr key={line.day}>
                    <th scope="row" className="pr-4 text-left font-normal">
                      {line.day}
                    </th>
                    <td>{line.hours}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </dd>
        </div>
      )}
      {location.coordinates && (
        <div>
          <dt className="text-sm font-semibold text-slate-900">{say(weekHoursTexts.directions)}</dt>
          <dd className="flex flex-wrap gap-x-4">
            {location.landmark && (
              <span className="w-full">
                <ContentText text={location.landmark} />
              </span>
            )}
            <a
              href={googleMapsDirections(location.coordinates)}
              className={link}
              target="_blank"
              rel="noopener"
            >
              {say(weekHoursTexts.googleMaps)}
            </a>
            <a href={openStreetMapLink(location.coordinates)} className={link} target="_blank" rel="noopener">
              {say(weekHoursTexts.openStreetMap)}
            </a>
          </dd>
        </div>
      )}
    </>
  );
}
