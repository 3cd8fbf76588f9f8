import { Clock } from 'lucide-react';
import { openingStatus } from '#content/opening-status.js';
import type { LocationHours } from '#content/schemas/opening-hours.js';

/** 'Open now · closes 8:30 pm' in green, 'Closed · opens 10:30 am Monday' in grey; nothing without hours. */
export function OpeningStatusLine({ location, now }: { location: LocationHours; now: Date }) {
  const status = openingStatus(location, now);
  if (status.state === 'unknown') return null;
  return (
    <p className="flex gap-2 text-sm">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        <span
          className={
            status.state === 'open' ? 'font-semibold text-green-800' : 'font-semibold text-slate-700'
          }
        >
          {status.text}
        </span>
        <span className="block text-slate-600">Today: {status.today}</span>
      </span>
    </p>
  );
}
