// The job openings of the careers page, the application form and the JobPosting data.

import { z } from 'zod';
import { calendarDate, paragraph, refineUniqueKeys, requiredText, textList } from './fields.js';

export const employmentTypes = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;

/**
 * Where an opening is in its life (issue 28): a draft is seen only in the admin and its preview;
 * an open one is on /careers, in its JobPosting data and the assistant's answers; a closed one
 * keeps its applications and takes no new ones. Documents from before the lifecycle are open.
 */
export const openingStatuses = ['draft', 'open', 'closed'] as const;
export type OpeningStatus = (typeof openingStatuses)[number];

/** The salary message names the field in words, as the openings editor shows it beside the field. */
export const salaryRangeMessage = 'Salary: the minimum is above the maximum';

/** A salary figure in lakh rupees per annum, with the message naming the field in words. */
function lakhs(title: string, inWords: string) {
  const message = `${inWords}: give a number of lakh rupees a year from 0 to 500, e.g. 2.4`;
  return z.number(message).min(0, message).max(500, message).meta({ title });
}

/**
 * What HR writes about an opening (issue 28's editor); the Job ID, status and posting day are
 * given. The one definition of the editor's form: its fields in this order, labelled with these
 * titles, and the history's words for them (issue 44).
 */
export const openingFieldsSchema = z.object({
  title: requiredText('Title', { max: 80 }),
  department: requiredText('Department', { max: 60 }).optional(),
  reportsTo: requiredText('Reports to', { max: 60 }).optional(),
  location: requiredText('Location', {
    max: 80,
    description: "As the careers page shows it: 'Kolkata Office'",
  }),
  /** Not in the editor: it takes the location chosen there (locations are branch cities). */
  city: requiredText('City', { max: 60, sameInEveryLanguage: true }).meta({
    title: 'City',
    'x-follows': 'location',
  }),
  type: z.enum(employmentTypes, 'Type: choose Full-time, Part-time, Contract or Internship').meta({
    title: 'Type',
  }),
  experience: requiredText('Experience', { max: 60 }).optional(),
  salary: z
    .object({
      minLpa: lakhs('Salary from (LPA)', 'Salary from'),
      maxLpa: lakhs('Salary to (LPA)', 'Salary to'),
    })
    .refine((salary) => salary.minLpa <= salary.maxLpa, { message: salaryRangeMessage, path: ['minLpa'] })
    .meta({ title: 'Salary (lakh rupees per annum)' }),
  description: paragraph('Description', { max: 1500 }),
  responsibilities: textList('Responsibilities', { min: 1, max: 20 }),
  requirements: textList('Requirements', { min: 1, max: 20 }),
  howToApply: paragraph('How to apply', { max: 600 }).optional(),
  validThrough: calendarDate('Open until').optional().meta({
    title: 'Open until',
    description: 'After this day the opening closes by itself',
  }),
});
export type OpeningFields = z.infer<typeof openingFieldsSchema>;

export const openingSchema = openingFieldsSchema
  .extend({
    id: z
      .string()
      .regex(/^\d{3}$/, 'Job ID: three digits, e.g. 006')
      .meta({
        title: 'Job ID',
        description: 'Three digits, given when the opening is created; never reused',
      }),
    status: z.enum(openingStatuses).default('open').meta({ title: 'Status' }),
    /** Set when the opening is opened (a draft has none). */
    datePosted: calendarDate('Date posted').optional(),
    /** The day it was closed, by HR or by its Open until day; gone when it is reopened. */
    dateClosed: calendarDate('Date closed').optional(),
  })
  .refine((opening) => opening.status === 'draft' || opening.datePosted !== undefined, {
    message: 'Date posted: an open or closed opening has one',
    path: ['datePosted'],
  })
  .refine(
    (opening) => !opening.validThrough || !opening.datePosted || opening.validThrough >= opening.datePosted,
    { message: 'Open until: the day cannot be before the day it was posted', path: ['validThrough'] },
  );
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
