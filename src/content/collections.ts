// The content collections staff edit in the admin: one zod schema each (src/content/schemas),
// which the pages, the editor, the server's check, the structured data and the chat assistant
// all use. The published revision of each is kept in the database; a new database starts from
// the samples in ./samples (their index.ts holds `sampleContent`).

import { z } from 'zod';
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

import {
  checkedTranslationsSchema,
  translatedFromSchema,
  translationsSchema,
} from './schemas/translations.js';

/**
 * A collection's schema with its `translations` (src/shared/content-translations.ts): every
 * document keeps its texts in the other languages beside the English ones, and the fingerprint of
 * the English each was made from, and of each translation a speaker of the language checked.
 */
const translationsProperty = {
  translations: translationsSchema.optional(),
  translatedFrom: translatedFromSchema.optional(),
  checkedTranslations: checkedTranslationsSchema.optional(),
};

function translated<Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
) {
  // No collection has a property of that name, which TypeScript cannot know of a generic shape.
  return schema
    .safeExtend<typeof translationsProperty>(translationsProperty as never)
    .meta(z.globalRegistry.get(schema) ?? {});
}

/** Each collection: what the editor calls it, what it holds, and its schema. */
export const collections = {
  company: { title: 'Company facts and contacts', schema: translated(companySchema) },
  branches: { title: 'Branches and offices', schema: translated(branchesSchema) },
  stores: { title: 'HP World stores', schema: translated(storesSchema) },
  brands: { title: 'Brands and their products', schema: translated(brandsSchema) },
  partners: { title: 'Partner logos', schema: translated(partnersSchema) },
  services: { title: 'Services', schema: translated(servicesSchema) },
  openings: { title: 'Job openings', schema: translated(openingsSchema) },
  heroSlides: { title: 'Home page hero slides', schema: translated(heroSlidesSchema) },
  galleries: { title: 'Photo galleries and videos', schema: translated(galleriesSchema) },
  awards: { title: 'Awards', schema: translated(awardsSchema) },
  milestones: { title: 'Company milestones', schema: translated(milestonesSchema) },
  events: { title: 'Events', schema: translated(eventsSchema) },
  storeOpenings: { title: 'Store openings', schema: translated(storeOpeningsSchema) },
  retailPage: { title: 'Retail page', schema: translated(retailPageSchema) },
  distributionPage: { title: 'Distribution page', schema: translated(distributionPageSchema) },
  productsPage: { title: 'Products page', schema: translated(productsPageSchema) },
  careersPage: { title: 'Careers page', schema: translated(careersPageSchema) },
  activitiesPage: { title: 'Activities page', schema: translated(activitiesPageSchema) },
  enquiryRouting: { title: 'Enquiry routing', schema: translated(enquiryRoutingSchema) },
} as const;

export type CollectionName = keyof typeof collections;

export const collectionNames = Object.keys(collections) as CollectionName[];

export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(collections, name);
}

/** Every collection's document, as published: what the pages, structured data and chat read. */
export type SiteContent = { [Name in CollectionName]: z.infer<(typeof collections)[Name]['schema']> };
