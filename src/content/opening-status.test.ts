import { describe, expect, it } from 'vitest';
import { openingStatus, spansText, weekHoursText, weekText } from './opening-status.js';
import type { LocationHours, WeeklyHours } from './schemas/opening-hours.js';

const shopDay = [{ opens: '10:30', closes: '20:30' }];
const week: WeeklyHours = {
  monday: shopDay,
  tuesday: shopDay,
  wednesday: [
    { opens: '10:30', closes: '14:00' },
    { opens: '15:00', closes: '20:30' },
  ],
  thursday: shopDay,
  friday: [{ opens: '18:00', closes: '24:00' }],
  saturday: shopDay,
  sunday: [],
};
const store: LocationHours = {
  weeklyHours: week,
  specialDays: [
    { name: 'Durga Puja', from: '2026-10-19', to: '2026-10-20', spans: [] },
    { name: 'Diwali', from: '2026-11-09', spans: [{ opens: '10:30', closes: '15:00' }] },
  ],
};

/** An instant given as India wall-clock time. */
function india(dateTime: string): Date {
  return new Date(`${dateTime}:00+05:30`);
}

describe('openingStatus', () => {
  it.each([
    // Monday 30 November 2026: a minute before and after opening and closing.
    ['2026-11-30T10:29', 'Closed · opens 10:30 am'],
    ['2026-11-30T10:30', 'Open now · closes 8:30 pm'],
    ['2026-11-30T20:29', 'Open now · closes 8:30 pm'],
    ['2026-11-30T20:30', 'Closed · opens 10:30 am tomorrow'],
    // Wednesday's break between its two spans.
    ['2026-12-02T13:59', 'Open now · closes 2:00 pm'],
    ['2026-12-02T14:00', 'Closed · opens 3:00 pm'],
    ['2026-12-02T15:00', 'Open now · closes 8:30 pm'],
    // Saturday evening: Sunday is closed, so the next opening is Monday.
    ['2026-12-05T21:00', 'Closed · opens 10:30 am Monday'],
    ['2026-12-06T12:00', 'Closed · opens 10:30 am tomorrow'],
    // Friday's span runs to midnight; Saturday opens in the morning.
    ['2026-12-04T23:59', 'Open now · closes midnight'],
    ['2026-12-05T00:00', 'Closed · opens 10:30 am'],
  ])('at %s India time says %j', (dateTime, text) => {
    expect(openingStatus(store, india(dateTime)).text).toBe(text);
  });

  it('reads the India day, not the UTC one, around UTC midnight', () => {
    // 20:00 UTC on Sunday 29 November is 1:30 am on Monday in India.
    const status = openingStatus(store, new Date('2026-11-29T20:00:00Z'));
    expect(status.text).toBe('Closed · opens 10:30 am');
    expect(status.today).toBe('10:30 am – 8:30 pm');
  });

  it('names a special day that closes the location, and opens after the range', () => {
    const firstDay = openingStatus(store, india('2026-10-19T12:00'));
    expect(firstDay).toEqual({
      state: 'closed',
      text: 'Closed today: Durga Puja · opens 10:30 am Wednesday',
      today: 'Durga Puja: Closed',
    });
    expect(openingStatus(store, india('2026-10-20T12:00')).text).toBe(
      'Closed today: Durga Puja · opens 10:30 am tomorrow',
    );
    expect(openingStatus(store, india('2026-10-21T12:00')).state).toBe('open');
  });

  it("keeps a special day's own hours", () => {
    expect(openingStatus(store, india('2026-11-09T14:59')).text).toBe(
      'Open now · closes 3:00 pm (Diwali hours)',
    );
    expect(openingStatus(store, india('2026-11-09T15:00')).text).toBe('Closed · opens 10:30 am tomorrow');
  });

  it('gives a date for an opening more than a week away', () => {
    const longClosure: LocationHours = {
      weeklyHours: week,
      specialDays: [{ name: 'Renovation', from: '2026-11-30', to: '2026-12-10', spans: [] }],
    };
    expect(openingStatus(longClosure, india('2026-11-30T12:00')).text).toBe(
      'Closed today: Renovation · opens 6:00 pm on 11 December',
    );
  });

  it('says nothing for a location without hours', () => {
    expect(openingStatus({}, india('2026-11-30T12:00'))).toEqual({ state: 'unknown', text: '', today: '' });
  });
});

describe('week and span texts', () => {
  it('lists the week from Monday, with breaks and closed days', () => {
    const lines = weekText(store);
    expect(lines[0]).toEqual({ day: 'Monday', hours: '10:30 am – 8:30 pm' });
    expect(lines[2]).toEqual({ day: 'Wednesday', hours: '10:30 am – 2:00 pm, 3:00 pm – 8:30 pm' });
    expect(lines[6]).toEqual({ day: 'Sunday', hours: 'Closed' });
  });

  it('runs days with the same hours together in one line, as the assistant says the week', () => {
    expect(weekHoursText(store)).toBe(
      'Monday–Tuesday 10:30 am – 8:30 pm; Wednesday 10:30 am – 2:00 pm, 3:00 pm – 8:30 pm; ' +
        'Thursday 10:30 am – 8:30 pm; Friday 6:00 pm – midnight; Saturday 10:30 am – 8:30 pm; Sunday Closed',
    );
  });

  it('writes noon as pm', () => {
    expect(spansText([{ opens: '12:00', closes: '12:30' }])).toBe('12:00 pm – 12:30 pm');
  });
});
