// SAMPLE hours, special days and map positions of the HP World stores and the offices, for the
// company to replace in the studio. Each position is its town's (or Kolkata neighbourhood's)
// approximate centre, not the shop's door; the landmark line says so, which puts every location
// on the launch checklist ('marked as a sample') until someone confirms or replaces it.

import type { Coordinates, SpecialDay, WeeklyHours } from '#content/schemas/opening-hours.js';

/** Shown on the pages and listed by the launch checklist until the real landmark replaces it. */
export const sampleLandmark = 'Sample landmark: town centre (hours and map position are samples to confirm)';

/** A shop's week: 10:30 am to 8:30 pm, Sundays 11 am to 7 pm. */
const storeDay = [{ opens: '10:30', closes: '20:30' }];
const storeWeek: WeeklyHours = {
  monday: storeDay,
  tuesday: storeDay,
  wednesday: storeDay,
  thursday: storeDay,
  friday: storeDay,
  saturday: storeDay,
  sunday: [{ opens: '11:00', closes: '19:00' }],
};

/** An office's week: a lunch break, Saturday mornings, closed on Sunday. */
const officeDay = [
  { opens: '10:00', closes: '13:30' },
  { opens: '14:30', closes: '18:30' },
];
const officeWeek: WeeklyHours = {
  monday: officeDay,
  tuesday: officeDay,
  wednesday: officeDay,
  thursday: officeDay,
  friday: officeDay,
  saturday: [{ opens: '10:00', closes: '14:00' }],
  sunday: [],
};

/** The festivals of the coming year, as a shop in the east would keep them. */
const storeSpecialDays: SpecialDay[] = [
  { name: 'Holi', from: '2026-03-04', spans: [{ opens: '15:00', closes: '20:30' }] },
  { name: 'Durga Puja', from: '2026-10-19', to: '2026-10-20', spans: [] },
  { name: 'Diwali', from: '2026-11-08', spans: [{ opens: '10:30', closes: '15:00' }] },
  { name: 'Annual stock-taking', from: '2027-01-02', spans: [] },
];

const officeSpecialDays: SpecialDay[] = [
  { name: 'Holi', from: '2026-03-04', spans: [] },
  { name: 'Durga Puja', from: '2026-10-17', to: '2026-10-21', spans: [] },
  { name: 'Diwali', from: '2026-11-08', spans: [] },
];

/** Approximate centres: of each town, and of the Kolkata neighbourhoods the stores are named after. */
const centres = {
  saltLake: { latitude: 22.5867, longitude: 88.4171 },
  gariahat: { latitude: 22.5186, longitude: 88.3664 },
  esplanade: { latitude: 22.5646, longitude: 88.351 },
  howrah: { latitude: 22.5958, longitude: 88.2636 },
  siliguri: { latitude: 26.7271, longitude: 88.3953 },
  asansol: { latitude: 23.6739, longitude: 86.9524 },
  durgapur: { latitude: 23.5204, longitude: 87.3119 },
  raiganj: { latitude: 25.6185, longitude: 88.1256 },
  patna: { latitude: 25.5941, longitude: 85.1376 },
  ranchi: { latitude: 23.3441, longitude: 85.3096 },
  bhubaneswar: { latitude: 20.2961, longitude: 85.8245 },
} satisfies Record<string, Coordinates>;
export type SampleCentre = keyof typeof centres;

/** A store's or an office's sample hours, special days, position and landmark. */
export function sampleWhereAndWhen(kind: 'store' | 'office', centre: SampleCentre) {
  return {
    weeklyHours: kind === 'store' ? storeWeek : officeWeek,
    specialDays: kind === 'store' ? storeSpecialDays : officeSpecialDays,
    coordinates: centres[centre],
    landmark: sampleLandmark,
  };
}
