import { Clock } from 'lucide-react';
import { openingStatus } from '#content/opening-status.js';
import type { LocationHours } from '#content/schemas/opening-hours.js';
import { type Phrasebook, sayWith } from '#web/app/phrasebook.js';
import { TextWithContentTexts } from '#web/islands/untranslated-texts.js';
import { openingStatusLineTexts } from './opening-hours-text.js';

type OpeningStatusLineProps = {
  location: LocationHours;
  now: Date;
  /** The words in the page's language (`openingHoursPhrasebook`); English without. */
  phrases?: Phrasebook | undefined;
};

/** 'Open now · closes 8:30 pm' in green, 'Closed · opens 10:30 am Monday' in grey; nothing without hours. */
export function OpeningStatusLine({ location, now, phrases }: OpeningStatusLineProps) {
  const say = sayWith(phrases);
  const status = openingStatus(location, now, say);
  if (status.state === 'unknown') return null;
  // The words name today's special day ('Closed today: Durga Puja'), a content text.
  const specialDayNames = location.specialDays?.map((day) => day.name) ?? [];
  return (
    <p className="flex gap-2 text-sm">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        <span
          className={
            status.state === 'open' ? 'font-semibold text-green-800' : 'font-semibold text-slate-700'
          }
        >
          <TextWithContentTexts text={status.text} contentTexts={specialDayNames} />
        </span>
        {/* One text before the hours, as the English 'Today: ' was. */}
        <span className="block text-slate-600">
          {`${say(openingStatusLineTexts.today)} `}
          <TextWithContentTexts text={status.today} contentTexts={specialDayNames} />
        </span>
      </span>
    </p>
  );
}
