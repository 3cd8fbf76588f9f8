// The activities page's records and the photo galleries and videos of the site.

import { z } from 'zod';
import { calendarDate, paragraph, photoSchema, requiredText, videoSchema, year } from './fields.js';

export const awardsSchema = z
  .object({
    awards: z
      .array(
        z.object({
          title: requiredText('Title', { max: 120 }),
          organization: requiredText('Given by', { max: 120 }),
          year: year(),
          description: paragraph('Description', { max: 500 }),
        }),
      )
      .max(50)
      .meta({ title: 'Awards' }),
  })
  .meta({ title: 'Awards' });

export const milestonesSchema = z
  .object({
    milestones: z
      .array(
        z.object({
          year: year(),
          title: requiredText('Title', { max: 120 }),
          description: paragraph('Description', { max: 500 }),
        }),
      )
      .max(100)
      .meta({ title: 'Milestones', description: 'Oldest first' }),
  })
  .meta({ title: 'Company milestones' });

export const eventsSchema = z
  .object({
    events: z
      .array(
        z.object({
          title: requiredText('Title', { max: 120 }),
          date: calendarDate('Date'),
          description: paragraph('Description', { max: 500 }),
          attendees: z.number().int().min(0).max(1_000_000).meta({ title: 'Attendees' }),
        }),
      )
      .max(50)
      .meta({ title: 'Recent events' }),
  })
  .meta({ title: 'Events' });

export const storeOpeningsSchema = z
  .object({
    storeOpenings: z
      .array(z.object({ name: requiredText('Store', { max: 120 }), year: year() }))
      .max(200)
      .meta({ title: 'Store openings' }),
  })
  .meta({ title: 'Store openings' });

const photoList = (title: string) =>
  z
    .array(photoSchema)
    .max(60)
    .meta({ title, 'x-item': { noun: 'photo' } });

const photoStory = (title: string) =>
  z
    .object({
      title: requiredText('Heading', { max: 80 }),
      text: paragraph('Text', { max: 600 }),
      photos: photoList('Photos'),
    })
    .meta({ title });

export const galleriesSchema = z
  .object({
    sponsorEvents: photoList('Sponsor events (activities)'),
    awardDistribution: photoList('Award distribution (activities)'),
    hpActivities: z
      .array(z.object({ title: requiredText('Caption', { max: 80 }), photo: photoSchema }))
      .max(30)
      .meta({ title: 'HP activities (activities)' }),
    teamActivity: photoStory('Team activity (activities)'),
    lenovoStoreOpening: photoStory('Lenovo store opening (activities)'),
    retailStores: photoList('Store photos carousel (retail)'),
    lenovoStore: photoList('Lenovo store carousel (retail)'),
    discoverVideo: videoSchema.meta({ title: 'Discover in Action video (home)' }),
    distributionVideos: z.array(videoSchema).max(6).meta({ title: 'Videos (distribution)' }),
  })
  .meta({ title: 'Photo galleries and videos' });
export type Galleries = z.infer<typeof galleriesSchema>;
