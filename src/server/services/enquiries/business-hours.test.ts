import { describe, expect, it } from 'vitest';
import type { SiteContent } from '#content/index.js';
import { sampleContent } from '#content/samples/index.js';
import type { LocationHours } from '#content/schemas/opening-hours.js';
import { answeringHours, businessMinutesBetween } from './business-hours.js';

const day = [{ opens: '10:00', closes: '19:00' }];
/** Mon–Sat 10:00–19:00, closed on Sunday. */
const hours: LocationHours = {
  weeklyHours: {
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    sunday: [],
  },
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

  it('counts a day with a break as its two spans, and seconds as parts of a minute', () => {
    const withBreak: LocationHours = {
      weeklyHours: {
        ...(hours.weeklyHours as NonNullable<LocationHours['weeklyHours']>),
        monday: [
          { opens: '10:00', closes: '13:30' },
          { opens: '14:30', closes: '18:30' },
        ],
      },
    };
    // Monday 13:00 to 15:00: 30 minutes before the break, 30 after it.
    expect(businessMinutesBetween(ist('2026-11-23T13:00:00'), ist('2026-11-23T15:00:00'), withBreak)).toBe(
      60,
    );
    expect(businessMinutesBetween(ist('2026-11-23T11:00:30'), ist('2026-11-23T11:02:00'), withBreak)).toBe(
      1.5,
    );
  });

  it('counts nothing on a special day the office is closed (Durga Puja)', () => {
    const puja: LocationHours = {
      ...hours,
      specialDays: [{ name: 'Durga Puja', from: '2026-10-19', to: '2026-10-20', spans: [] }],
    };
    // Saturday 17 October 18:00 to Wednesday 21 October 11:00: Saturday's hour, Wednesday's hour.
    expect(businessMinutesBetween(ist('2026-10-17T18:00:00'), ist('2026-10-21T11:00:00'), puja)).toBe(120);
  });
});

describe("the hours an office's enquiries count", () => {
  const content: SiteContent = sampleContent;

  it("are the office's own opening hours when it publishes them", () => {
    const patna = content.branches.offices.find((office) => office.id === 'patna');
    expect(patna?.weeklyHours).toBeDefined();
    expect(answeringHours('patna', content).weeklyHours).toEqual(patna?.weeklyHours);
  });

  it("are the routing rules' business hours for an office without its own", () => {
    const offices = content.branches.offices.map(({ weeklyHours, specialDays, ...office }) => office);
    const withoutHours = { ...content, branches: { ...content.branches, offices } };
    const { businessHours } = content.enquiryRouting;
    const counted = answeringHours('patna', withoutHours).weeklyHours;
    expect(counted?.monday).toEqual([{ opens: businessHours.opens, closes: businessHours.closes }]);
    expect(counted?.sunday).toEqual(businessHours.days.includes('Sun') ? counted?.monday : []);
  });
});
