// Where a web enquiry goes and how fast it should be answered: rules the owner edits in the
// studio. The server applies them in order: topic desks, then an office's coverage, then the
// nearest office, then the fallback office (src/server/services/enquiries/enquiry-routing.ts).

import { z } from 'zod';
import { weekdays } from '#shared/weekdays.js';
import { emailAddress, phoneNumber, pinPrefix, reference, refineUniqueKeys, requiredText } from './fields.js';
import { offices } from './organisation.js';

export { type Weekday, weekdays } from '#shared/weekdays.js';

function clockTime(title: string) {
  return z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${title} must be a time like 10:00 (24-hour clock)`)
    .meta({ title });
}

const topicDeskSchema = z.object({
  topic: z
    .enum(['distribution', 'careers'], 'Topic must be distribution or careers')
    .meta({ title: 'Topic' }),
  name: requiredText('Desk name', { max: 80, description: "Told to the visitor: 'Distribution desk'" }),
  officeId: reference('Office', offices, 'The office the desk belongs to (whose staff see its enquiries)'),
  phone: phoneNumber(),
  email: emailAddress('E-mail for new enquiries'),
});

const coverageSchema = z.object({
  officeId: reference('Office', offices),
  districts: z
    .array(requiredText('District', { max: 60 }))
    .max(80)
    .meta({
      title: 'Districts',
      description: 'Visitors in these districts (or towns of that name) go to this office',
    }),
  pinPrefixes: z
    .array(pinPrefix())
    .max(200)
    .meta({ title: 'PIN prefixes', description: 'The first 3 digits of PIN codes this office covers' }),
});

export const enquiryRoutingSchema = z
  .object({
    topicDesks: z
      .array(topicDeskSchema)
      .max(10)
      .meta({ title: 'Topic desks', description: 'Checked first: dealers and distribution, careers' }),
    coverage: z.array(coverageSchema).max(60).meta({ title: 'Office coverage' }),
    fallbackOfficeId: reference(
      'Fallback office',
      offices,
      'When no rule and no known place decides: the corporate office',
    ),
    businessHours: z
      .object({
        days: z.array(z.enum(weekdays)).min(1).max(7).meta({ title: 'Working days' }),
        opens: clockTime('Opens'),
        closes: clockTime('Closes'),
      })
      .refine((hours) => hours.opens < hours.closes, {
        path: ['closes'],
        message: 'Closes must be after Opens',
      })
      .meta({
        title: 'Business hours (India Standard Time)',
        description:
          "First response times count only business hours: each office's own weekly hours and special days, or these for an office without them",
      }),
    reminderAfterHours: z.number().int().min(1).max(40).meta({
      title: 'Remind after (business hours)',
      description: 'An enquiry still new this long is highlighted and reminded once',
    }),
  })
  .superRefine((document, context) => {
    refineUniqueKeys(context, document.coverage, 'officeId', ['coverage'], 'office');
  })
  .meta({ title: 'Enquiry routing' });
export type EnquiryRouting = z.infer<typeof enquiryRoutingSchema>;
