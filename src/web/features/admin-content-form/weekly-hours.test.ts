import { describe, expect, it } from 'vitest';
import type { SpecialDay, WeeklyHours } from '#content/schemas/opening-hours.js';
import { weeklyHoursSchema } from '#content/schemas/opening-hours.js';
import {
  closedWeek,
  copyMondayToAll,
  nextSpecialDays,
  openedDaySpan,
  sameAsMonday,
  storedTime,
  timeInputValue,
  weekOf,
  withBreak,
  withClosed,
  withoutBreak,
} from './weekly-hours.js';

const shopDay = [{ opens: '10:30', closes: '20:30' }];
const week: WeeklyHours = {
  ...closedWeek(),
  monday: shopDay,
  tuesday: [{ opens: '09:00', closes: '17:00' }],
  saturday: [{ opens: '10:00', closes: '14:00' }],
};

describe('the edits of the weekly hours grid', () => {
  it('copies Monday to every day, each day a copy of its own', () => {
    const copied = copyMondayToAll(week);
    expect(Object.values(copied)).toEqual(Array(7).fill(shopDay));
    copied.sunday[0]!.opens = '11:00';
    expect(copied.monday[0]!.opens).toBe('10:30');
    expect(week.sunday).toEqual([]);
  });

  it('gives one day Monday’s hours and leaves the others', () => {
    const same = sameAsMonday(week, 'tuesday');
    expect(same.tuesday).toEqual(shopDay);
    expect(same.saturday).toEqual(week.saturday);
    expect(week.tuesday).toEqual([{ opens: '09:00', closes: '17:00' }]);
  });

  it('closes a day, and opens a closed one with Monday’s first span or the usual day', () => {
    expect(withClosed(week, 'tuesday', true).tuesday).toEqual([]);
    expect(withClosed(week, 'sunday', false).sunday).toEqual(shopDay);
    expect(withClosed(closedWeek(), 'sunday', false).sunday).toEqual([openedDaySpan]);
    expect(withClosed(week, 'tuesday', false)).toBe(week);
  });

  it('adds a break in the middle of the day that still passes the schema, and takes it out again', () => {
    const withLunch = withBreak(week, 'monday');
    expect(withLunch.monday).toEqual([
      { opens: '10:30', closes: '15:00' },
      { opens: '16:00', closes: '20:30' },
    ]);
    expect(withBreak(week, 'saturday').saturday).toEqual([
      { opens: '10:00', closes: '11:30' },
      { opens: '12:30', closes: '14:00' },
    ]);
    const shortDay = withBreak({ ...week, sunday: [{ opens: '10:00', closes: '11:00' }] }, 'sunday');
    expect(shortDay.sunday).toEqual([
      { opens: '10:00', closes: '10:30' },
      { opens: '10:30', closes: '11:00' },
    ]);
    expect(weeklyHoursSchema.safeParse(withLunch).success).toBe(true);
    expect(weeklyHoursSchema.safeParse(shortDay).success).toBe(true);
    expect(withoutBreak(withLunch, 'monday').monday).toEqual(shopDay);
    expect(withBreak(withLunch, 'monday')).toBe(withLunch);
    expect(withBreak(week, 'sunday')).toBe(week);
  });

  it('reads a missing or broken day of a draft as closed', () => {
    expect(weekOf({ monday: shopDay, tuesday: 'x' })).toEqual({ ...closedWeek(), monday: shopDay });
    expect(weekOf(undefined)).toEqual(closedWeek());
  });
});

describe('the next special days', () => {
  const days: SpecialDay[] = [
    { name: 'Diwali', from: '2026-11-08', spans: [] },
    { name: 'Stock-taking', from: '2027-01-02', spans: [] },
    { name: 'Puja', from: '2026-11-27', to: '2026-11-30', spans: [] },
    { name: 'Holi', from: '2026-03-04', spans: [] },
  ];

  it('lists the days today or later, the soonest first, a run of days until its last day', () => {
    expect(nextSpecialDays(days, '2026-11-29').map((day) => day.name)).toEqual(['Puja', 'Stock-taking']);
    expect(nextSpecialDays(days, '2026-11-08').map((day) => day.name)).toEqual([
      'Diwali',
      'Puja',
      'Stock-taking',
    ]);
    expect(nextSpecialDays(days, '2026-01-01', 2).map((day) => day.name)).toEqual(['Holi', 'Diwali']);
    expect(nextSpecialDays(undefined, '2026-11-29')).toEqual([]);
  });
});

describe('a closing time of midnight in the time input', () => {
  it("shows the stored '24:00' as 00:00, which the input can hold, and stores 00:00 typed as closing back as '24:00'", () => {
    expect(timeInputValue('closes', '24:00')).toBe('00:00');
    expect(storedTime('closes', '00:00')).toBe('24:00');
    const lateDay = [{ opens: '18:00', closes: storedTime('closes', '00:00') }];
    expect(weeklyHoursSchema.safeParse({ ...closedWeek(), friday: lateDay }).success).toBe(true);
  });

  it('leaves an opening time of 00:00 and every other time as they are', () => {
    expect(timeInputValue('opens', '00:00')).toBe('00:00');
    expect(storedTime('opens', '00:00')).toBe('00:00');
    expect(timeInputValue('closes', '20:30')).toBe('20:30');
    expect(timeInputValue('closes', undefined)).toBe('');
  });
});
