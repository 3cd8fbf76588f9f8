import { describe, expect, it } from 'vitest';
import { whereAndWhenJsonLd } from './opening-hours-json-ld.js';

describe('whereAndWhenJsonLd', () => {
  const shopDay = [{ opens: '10:30', closes: '20:30' }];

  it('groups weekdays with the same span, keeps a break as two spans and writes midnight as 23:59', () => {
    const data = whereAndWhenJsonLd({
      weeklyHours: {
        monday: shopDay,
        tuesday: shopDay,
        wednesday: [
          { opens: '10:30', closes: '14:00' },
          { opens: '15:00', closes: '24:00' },
        ],
        thursday: shopDay,
        friday: shopDay,
        saturday: shopDay,
        sunday: [],
      },
      coordinates: { latitude: 22.5186, longitude: 88.3664 },
    });
    expect(data).toEqual({
      geo: { '@type': 'GeoCoordinates', latitude: 22.5186, longitude: 88.3664 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          opens: '10:30',
          closes: '20:30',
          dayOfWeek: ['Monday', 'Tuesday', 'Thursday', 'Friday', 'Saturday'].map(
            (day) => `https://schema.org/${day}`,
          ),
        },
        {
          '@type': 'OpeningHoursSpecification',
          opens: '10:30',
          closes: '14:00',
          dayOfWeek: ['https://schema.org/Wednesday'],
        },
        {
          '@type': 'OpeningHoursSpecification',
          opens: '15:00',
          closes: '23:59',
          dayOfWeek: ['https://schema.org/Wednesday'],
        },
      ],
    });
  });

  it('writes a closed special day as 00:00 to 00:00 over its range, and other hours as spans', () => {
    const data = whereAndWhenJsonLd({
      specialDays: [
        { name: 'Durga Puja', from: '2026-10-19', to: '2026-10-20', spans: [] },
        { name: 'Diwali', from: '2026-11-08', spans: [{ opens: '10:30', closes: '15:00' }] },
      ],
    });
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-10-19',
        validThrough: '2026-10-20',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '10:30',
        closes: '15:00',
        validFrom: '2026-11-08',
        validThrough: '2026-11-08',
      },
    ]);
  });

  it('adds nothing for a location without hours or position', () => {
    expect(whereAndWhenJsonLd({})).toEqual({});
  });
});
