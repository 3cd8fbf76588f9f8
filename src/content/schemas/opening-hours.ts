// When and where a store or office is open: its weekly hours, its special days (festivals,
// stock-taking), its position on the map and a landmark line. All optional on a location, so
// revisions stored before these fields still load. Times are India time (Asia/Kolkata).

import { z } from 'zod';
import { minutesOfTime, type Weekday, weekdays, weekdayTitles } from '#content/opening-time.js';
import { calendarDate, requiredText } from './fields.js';

/** A time of day on the 24-hour clock, '10:30'; '24:00' is the midnight a late span closes at. */
const timePattern = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

function timeOfDay(title: string) {
  return z
    .string({ error: `${title} is required` })
    .regex(timePattern, `${title} must be a time like 10:30 or 20:30 (24-hour clock)`)
    .meta({ title });
}

export const openingSpanSchema = z.object({
  opens: timeOfDay('Opens'),
  closes: timeOfDay('Closes'),
});
export type OpeningSpan = z.infer<typeof openingSpanSchema>;

/**
 * A day's hours: no span is closed, one span is open straight through, two are open with a break
 * (10:30–14:00 and 15:00–20:30). Each span opens before it closes, and the second starts after the
 * first ends.
 */
function daySpans(title: string) {
  return z
    .array(openingSpanSchema)
    .max(2, `${title}: at most two spans (for a break in the day)`)
    .superRefine((spans, context) => {
      // A mistyped time has its own message already; comparing it would only add a confusing one.
      if (!spans.every((span) => timePattern.test(span.opens) && timePattern.test(span.closes))) return;
      spans.forEach((span, index) => {
        if (minutesOfTime(span.opens) >= minutesOfTime(span.closes)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'closes'],
            message: `${title}: closing time ${span.closes} must be after opening time ${span.opens}`,
          });
        }
      });
      const [first, second] = spans;
      if (first && second && minutesOfTime(second.opens) < minutesOfTime(first.closes)) {
        context.addIssue({
          code: 'custom',
          path: [1, 'opens'],
          message: `${title}: the second span must open at or after ${first.closes}, when the first closes`,
        });
      }
    })
    .meta({ title, description: 'No span: closed all day. Two spans: open with a break' });
}

export const weeklyHoursSchema = z
  .object(
    Object.fromEntries(weekdays.map((day) => [day, daySpans(weekdayTitles[day])])) as Record<
      Weekday,
      ReturnType<typeof daySpans>
    >,
  )
  // The studio edits the week as one grid of days (schema-form/weekly-hours-field.tsx), not seven lists.
  .meta({ title: 'Weekly hours (India time)', 'x-widget': 'weekly-hours' });
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

export const specialDaySchema = z
  .object({
    name: requiredText('Name of the day', { max: 60 }),
    from: calendarDate('From'),
    to: calendarDate('To').optional().meta({ title: 'To', description: 'Leave empty for a single day' }),
    spans: daySpans('Hours that day'),
  })
  .superRefine((day, context) => {
    if (day.to !== undefined && day.to < day.from) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `${day.name}: the last day ${day.to} must not be before the first day ${day.from}`,
      });
    }
  });
export type SpecialDay = z.infer<typeof specialDaySchema>;

/** India's mainland and islands, roughly: a point outside is a typo (a swapped sign or digits). */
const indiaBounds = { south: 6, north: 37.5, west: 68, east: 97.5 };

export const coordinatesSchema = z
  .object({
    latitude: z
      .number({ error: 'Latitude must be a number' })
      .min(indiaBounds.south, `Latitude must be within India (${indiaBounds.south} to ${indiaBounds.north})`)
      .max(indiaBounds.north, `Latitude must be within India (${indiaBounds.south} to ${indiaBounds.north})`)
      .meta({ title: 'Latitude', description: 'Degrees north, like 22.5726' }),
    longitude: z
      .number({ error: 'Longitude must be a number' })
      .min(indiaBounds.west, `Longitude must be within India (${indiaBounds.west} to ${indiaBounds.east})`)
      .max(indiaBounds.east, `Longitude must be within India (${indiaBounds.west} to ${indiaBounds.east})`)
      .meta({ title: 'Longitude', description: 'Degrees east, like 88.3639' }),
  })
  .meta({ title: 'Map position' });
export type Coordinates = z.infer<typeof coordinatesSchema>;

/** The optional where-and-when fields a store and an office share. */
export const whereAndWhenFields = {
  weeklyHours: weeklyHoursSchema.optional(),
  specialDays: z
    .array(specialDaySchema)
    .max(60)
    .optional()
    .meta({ title: 'Special days', description: 'Festivals, holidays, stock-taking: closed or other hours' }),
  coordinates: coordinatesSchema.optional(),
  landmark: requiredText('Landmark', { max: 120, description: "Like 'opposite Gariahat Mall'" }).optional(),
};

/** The hours and special days of one location, as the status module reads them. */
export type LocationHours = {
  weeklyHours?: WeeklyHours | undefined;
  specialDays?: SpecialDay[] | undefined;
};
