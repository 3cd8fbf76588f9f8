import { describe, expect, it } from 'vitest';
import { branches } from '#content/samples/branches.js';
import { hpWorldStores } from '#content/samples/retail.js';
import { coordinatesSchema, specialDaySchema, weeklyHoursSchema } from './opening-hours.js';
import { branchSchema, storeSchema } from './organisation.js';

const closedWeek = {
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
};

function messages(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
}

describe('weekly hours', () => {
  it('accepts a closed day, one span, and two spans with a break', () => {
    const week = {
      ...closedWeek,
      monday: [{ opens: '10:30', closes: '20:30' }],
      tuesday: [
        { opens: '10:30', closes: '14:00' },
        { opens: '14:00', closes: '24:00' },
      ],
    };
    expect(weeklyHoursSchema.safeParse(week).success).toBe(true);
  });

  it('refuses a span that closes before it opens, naming the day and the field', () => {
    const result = weeklyHoursSchema.safeParse({
      ...closedWeek,
      friday: [{ opens: '20:30', closes: '10:30' }],
    });
    expect(messages(result)).toEqual([
      'friday.0.closes: Friday: closing time 10:30 must be after opening time 20:30',
    ]);
  });

  it('refuses overlapping spans', () => {
    const result = weeklyHoursSchema.safeParse({
      ...closedWeek,
      wednesday: [
        { opens: '10:30', closes: '14:00' },
        { opens: '13:00', closes: '20:30' },
      ],
    });
    expect(messages(result)).toEqual([
      'wednesday.1.opens: Wednesday: the second span must open at or after 14:00, when the first closes',
    ]);
  });

  it('refuses three spans', () => {
    const span = { opens: '10:00', closes: '11:00' };
    const result = weeklyHoursSchema.safeParse({ ...closedWeek, monday: [span, span, span] });
    expect(messages(result)).toContain('monday: Monday: at most two spans (for a break in the day)');
  });

  it.each(['25:00', '10:60', '9:30', '24:30', 'noon'])('refuses the time %j', (time) => {
    const result = weeklyHoursSchema.safeParse({ ...closedWeek, monday: [{ opens: time, closes: '24:00' }] });
    expect(messages(result)).toEqual([
      'monday.0.opens: Opens must be a time like 10:30 or 20:30 (24-hour clock)',
    ]);
  });
});

describe('special days', () => {
  it('refuses a range that ends before it starts', () => {
    const result = specialDaySchema.safeParse({
      name: 'Durga Puja',
      from: '2026-10-20',
      to: '2026-10-19',
      spans: [],
    });
    expect(messages(result)).toEqual([
      'to: Durga Puja: the last day 2026-10-19 must not be before the first day 2026-10-20',
    ]);
  });

  it('accepts a single day with other hours', () => {
    const day = { name: 'Diwali', from: '2026-11-08', spans: [{ opens: '10:30', closes: '15:00' }] };
    expect(specialDaySchema.safeParse(day).success).toBe(true);
  });
});

describe('coordinates', () => {
  it('accepts Kolkata', () => {
    expect(coordinatesSchema.safeParse({ latitude: 22.5726, longitude: 88.3639 }).success).toBe(true);
  });

  it('refuses swapped latitude and longitude, naming the field', () => {
    const result = coordinatesSchema.safeParse({ latitude: 88.3639, longitude: 22.5726 });
    expect(messages(result)).toEqual([
      'latitude: Latitude must be within India (6 to 37.5)',
      'longitude: Longitude must be within India (68 to 97.5)',
    ]);
  });
});

describe('locations', () => {
  it('still load without hours, as revisions stored before them do', () => {
    const { weeklyHours, specialDays, coordinates, landmark, ...olderStore } = hpWorldStores[0] ?? {};
    expect(storeSchema.safeParse(olderStore).success).toBe(true);
  });

  it('the samples give all 11 stores and all 9 offices valid hours and a position', () => {
    expect(hpWorldStores).toHaveLength(11);
    expect(branches).toHaveLength(9);
    for (const store of hpWorldStores) {
      expect(storeSchema.parse(store)).toMatchObject({
        weeklyHours: expect.any(Object),
        coordinates: expect.any(Object),
      });
    }
    for (const office of branches) {
      expect(branchSchema.parse(office)).toMatchObject({
        weeklyHours: expect.any(Object),
        coordinates: expect.any(Object),
      });
    }
  });
});
