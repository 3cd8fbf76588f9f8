// The job openings of the careers page, the application form and the JobPosting data.

import { z } from 'zod';
import { calendarDate, paragraph, refineUniqueKeys, requiredText, textList } from './fields.js';

export const employmentTypes = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;

export const openingSchema = z
  .object({
    id: z
      .string()
      .regex(/^\d{3}$/, 'Job ID: three digits, e.g. 006')
      .meta({ title: 'Job ID', description: 'Three digits; applications keep it, so do not reuse one' }),
    title: requiredText('Title', { max: 80 }),
    location: requiredText('Location', {
      max: 80,
      description: "As the careers page shows it: 'Kolkata Office'",
    }),
    city: requiredText('City', { max: 60 }),
    type: z.enum(employmentTypes).meta({ title: 'Type' }),
    department: requiredText('Department', { max: 60 }).optional(),
    reportsTo: requiredText('Reports to', { max: 60 }).optional(),
    description: paragraph('Description', { max: 1500 }),
    responsibilities: textList('Responsibilities', { min: 1, max: 20 }),
    requirements: textList('Requirements', { min: 1, max: 20 }),
    salary: z
      .object({
        minLpa: z.number().min(0).max(500).meta({ title: 'From (LPA)' }),
        maxLpa: z.number().min(0).max(500).meta({ title: 'To (LPA)' }),
      })
      .refine((salary) => salary.minLpa <= salary.maxLpa, {
        message: 'The salary range must not end below its start',
        path: ['maxLpa'],
      })
      .meta({ title: 'Salary (lakh rupees per annum)' }),
    datePosted: calendarDate('Date posted'),
    validThrough: calendarDate('Open until').optional().meta({
      title: 'Open until',
      description: 'After this day the opening leaves the site by itself',
    }),
  })
  .refine((opening) => !opening.validThrough || opening.validThrough >= opening.datePosted, {
    message: 'An opening cannot close before it was posted',
    path: ['validThrough'],
  });
export type Opening = z.infer<typeof openingSchema>;

export const openingsSchema = z
  .object({
    openings: z
      .array(openingSchema)
      .max(100)
      .meta({ title: 'Openings', 'x-item': { noun: 'opening', name: 'opening {id} {title}' } }),
  })
  .superRefine((document, context) => {
    refineUniqueKeys(context, document.openings, 'id', ['openings'], 'opening');
    refineUniqueKeys(context, document.openings, 'title', ['openings'], 'opening');
  })
  .meta({ title: 'Job openings' });
export type Openings = z.infer<typeof openingsSchema>;
