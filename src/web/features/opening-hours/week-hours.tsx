import { type OpeningStatus, weekText } from '#content/opening-status.js';
import type { Coordinates, LocationHours } from '#content/schemas/opening-hours.js';
import { googleMapsDirections, openStreetMapLink } from './directions.js';

const link = 'text-brand-700 underline underline-offset-2';

/** The detail dialog's hours: the week, Monday first, and the directions links. */
export function WeekHoursAndDirections({
  location,
  status,
}: {
  location: LocationHours & { coordinates?: Coordinates | undefined; landmark?: string | undefined };
  status: OpeningStatus;
}) {
  const week = weekText(location);
  return (
    <>
      {week.length > 0 && (
        <div>
          <dt className="text-sm font-semibold text-slate-900">Hours (India time)</dt>
          <dd>
            <p className={status.state === 'open' ? 'font-semibold text-green-800' : 'font-semibold'}>
              {status.text}
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
          <dt className="text-sm font-semibold text-slate-900">Directions</dt>
          <dd className="flex flex-wrap gap-x-4">
            {location.landmark && <span className="w-full">{location.landmark}</span>}
            <a
              href={googleMapsDirections(location.coordinates)}
              className={link}
              target="_blank"
              rel="noopener"
            >
              Directions on Google Maps
            </a>
            <a href={openStreetMapLink(location.coordinates)} className={link} target="_blank" rel="noopener">
              Map on OpenStreetMap
            </a>
          </dd>
        </div>
      )}
    </>
  );
}
