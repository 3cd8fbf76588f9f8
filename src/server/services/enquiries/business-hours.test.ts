import { describe, expect, it } from 'vitest';
import { type BusinessHours, businessMinutesBetween } from './business-hours.js';

const hours: BusinessHours = {
  days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  opens: '10:00',
  closes: '19:00',
};
/** An IST wall-clock time as an ISO instant. */
const ist = (local: string) => new Date(`${local}+05:30`).toISOString();

describe('business minutes between two times (Mon–Sat 10:00–19:00 IST)', () => {
  it('counts plain minutes within one working day', () => {
    expect(businessMinutesBetween(ist('2026-11-23T11:00:00'), ist('2026-11-23T12:30:00'), hours)).toBe(90);
  });

  it('skips the night and Sunday: Saturday 18:30 to Monday 10:30 is one hour', () => {
    // 2026-11-28 is a Saturday.
    expect(businessMinutesBetween(ist('2026-11-28T18:30:00'), ist('2026-11-30T10:30:00'), hours)).toBe(60);
  });

  it('counts nothing outside the hours, and nothing backwards', () => {
    expect(businessMinutesBetween(ist('2026-11-29T09:00:00'), ist('2026-11-29T22:00:00'), hours)).toBe(0);
    expect(businessMinutesBetween(ist('2026-11-24T12:00:00'), ist('2026-11-23T12:00:00'), hours)).toBe(0);
  });

  it('counts whole weeks as six days of nine hours', () => {
    expect(businessMinutesBetween(ist('2026-11-02T12:00:00'), ist('2026-11-23T12:00:00'), hours)).toBe(
      3 * 6 * 9 * 60,
    );
  });

  it('follows edited hours', () => {
    const weekdaysOnly: BusinessHours = {
      days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
      opens: '09:30',
      closes: '17:30',
    };
    // Friday 17:00 to Monday 10:00: 30 minutes on Friday, 30 on Monday.
    expect(businessMinutesBetween(ist('2026-11-27T17:00:00'), ist('2026-11-30T10:00:00'), weekdaysOnly)).toBe(
      60,
    );
  });
});
