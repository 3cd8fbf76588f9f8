// A store's or office's hours and position as schema.org structured data, so search engines can
// show the hours and put the location on a map: `geo`, `openingHoursSpecification` (days with the
// same spans grouped) and `specialOpeningHoursSpecification` (festivals, stock-taking).

import { weekdays, weekdayTitles } from './opening-time.js';
import type { Coordinates, LocationHours, OpeningSpan } from './schemas/opening-hours.js';

/** schema.org has no '24:00': a span to midnight closes at the day's last minute. */
function schemaTime(time: string): string {
  return time === '24:00' ? '23:59' : time;
}

function spanSpecification(span: OpeningSpan) {
  return {
    '@type': 'OpeningHoursSpecification',
    opens: schemaTime(span.opens),
    closes: schemaTime(span.closes),
  };
}

/** The structured-data fields of a location's hours and position; none for what it lacks. */
export function whereAndWhenJsonLd(location: LocationHours & { coordinates?: Coordinates | undefined }) {
  const { weeklyHours, specialDays = [], coordinates } = location;
  // One entry per distinct span, listing every weekday that has it.
  const weekly = new Map<string, { span: OpeningSpan; days: string[] }>();
  if (weeklyHours) {
    for (const weekday of weekdays) {
      for (const span of weeklyHours[weekday]) {
        const key = `${span.opens}-${span.closes}`;
        const entry = weekly.get(key) ?? { span, days: [] };
        entry.days.push(`https://schema.org/${weekdayTitles[weekday]}`);
        weekly.set(key, entry);
      }
    }
  }
  const special = specialDays.flatMap((day) => {
    const validity = { validFrom: day.from, validThrough: day.to ?? day.from };
    // Google reads opens and closes both at 00:00 as closed all day.
    if (day.spans.length === 0) {
      return [{ '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', ...validity }];
    }
    return day.spans.map((span) => ({ ...spanSpecification(span), ...validity }));
  });
  return {
    ...(coordinates && {
      geo: { '@type': 'GeoCoordinates', latitude: coordinates.latitude, longitude: coordinates.longitude },
    }),
    ...(weekly.size > 0 && {
      openingHoursSpecification: [...weekly.values()].map(({ span, days }) => ({
        ...spanSpecification(span),
        dayOfWeek: days,
      })),
    }),
    ...(special.length > 0 && { specialOpeningHoursSpecification: special }),
  };
}
