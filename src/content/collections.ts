// The content collections staff edit in the admin: one zod schema each (src/content/schemas),
// which the pages, the editor, the server's check, the structured data and the chat assistant
// all use. The published revision of each is kept in the database; a new database starts from
// the samples in ./samples (their index.ts holds `sampleContent`).

import type { z } from 'zod';
import {
  awardsSchema,
  eventsSchema,
  galleriesSchema,
  milestonesSchema,
  storeOpeningsSchema,
} from './schemas/activities.js';
import { openingsSchema } from './schemas/careers.js';
import { brandsSchema, partnersSchema, servicesSchema } from './schemas/catalogue.js';
import { enquiryRoutingSchema } from './schemas/enquiry-routing.js';
import { branchesSchema, companySchema, storesSchema } from './schemas/organisation.js';
import {
  activitiesPageSchema,
  careersPageSchema,
  distributionPageSchema,
  heroSlidesSchema,
  productsPageSchema,
  retailPageSchema,
} from './schemas/pages.js';

/** Each collection: what the editor calls it, what it holds, and its schema. */
export const collections = {
  company: { title: 'Company facts and contacts', schema: companySchema },
  branches: { title: 'Branches and offices', schema: branchesSchema },
  stores: { title: 'HP World stores', schema: storesSchema },
  brands: { title: 'Brands and their products', schema: brandsSchema },
  partners: { title: 'Partner logos', schema: partnersSchema },
  services: { title: 'Services', schema: servicesSchema },
  openings: { title: 'Job openings', schema: openingsSchema },
  heroSlides: { title: 'Home page hero slides', schema: heroSlidesSchema },
  galleries: { title: 'Photo galleries and videos', schema: galleriesSchema },
  awards: { title: 'Awards', schema: awardsSchema },
  milestones: { title: 'Company milestones', schema: milestonesSchema },
  events: { title: 'Events', schema: eventsSchema },
  storeOpenings: { title: 'Store openings', schema: storeOpeningsSchema },
  retailPage: { title: 'Retail page', schema: retailPageSchema },
  distributionPage: { title: 'Distribution page', schema: distributionPageSchema },
  productsPage: { title: 'Products page', schema: productsPageSchema },
  careersPage: { title: 'Careers page', schema: careersPageSchema },
  activitiesPage: { title: 'Activities page', schema: activitiesPageSchema },
  enquiryRouting: { title: 'Enquiry routing', schema: enquiryRoutingSchema },
} as const;

export type CollectionName = keyof typeof collections;

export const collectionNames = Object.keys(collections) as CollectionName[];

export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(collections, name);
}

/** Every collection's document, as published: what the pages, structured data and chat read. */
export type SiteContent = { [Name in CollectionName]: z.infer<(typeof collections)[Name]['schema']> };
