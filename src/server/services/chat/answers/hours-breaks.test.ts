import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '#content/schemas/opening-hours.js';
import { breaksOf, dayBreaks } from './hours-breaks.js';

const span = (opens: string, closes: string) => ({ opens, closes });

describe('the breaks in a day', () => {
  it('are the gaps between the spans, in the order of the day, whatever order they are listed in', () => {
    expect(breaksOf([span('16:00', '19:00'), span('09:00', '12:00'), span('12:45', '15:00')])).toEqual([
      span('12:00', '12:45'),
      span('15:00', '16:00'),
    ]);
  });

  it('are none when the spans touch or overlap, or there is one', () => {
    expect(breaksOf([span('09:00', '13:00'), span('13:00', '18:00')])).toEqual([]);
    expect(breaksOf([span('09:00', '14:00'), span('13:00', '18:00')])).toEqual([]);
    expect(breaksOf([span('09:00', '18:00')])).toEqual([]);
  });

  it('run together over days alike, leave closed days out, and list the days open straight through', () => {
    const split = [span('09:00', '13:00'), span('14:00', '18:00')];
    const weeklyHours: WeeklyHours = {
      monday: split,
      tuesday: split,
      wednesday: [span('09:00', '18:00')],
      thursday: split,
      friday: [span('09:00', '12:00'), span('15:00', '18:00')],
      saturday: [span('10:00', '14:00')],
      sunday: [],
    };
    expect(dayBreaks({ weeklyHours })).toEqual({
      breaks: [
        { days: 'Monday–Tuesday', text: '1:00 pm – 2:00 pm' },
        { days: 'Thursday', text: '1:00 pm – 2:00 pm' },
        { days: 'Friday', text: '12:00 pm – 3:00 pm' },
      ],
      straightThrough: ['Wednesday', 'Saturday'],
    });
    expect(dayBreaks({ weeklyHours }, ['sunday'])).toEqual({ breaks: [], straightThrough: [] });
    expect(dayBreaks({})).toBeUndefined();
  });
});
