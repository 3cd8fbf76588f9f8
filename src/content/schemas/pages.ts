// The pages' own words: the hero slides of the home page, and each page's headings, texts and
// lists that belong to no other collection.

import { z } from 'zod';
import {
  callToActionSchema,
  featureSchema,
  indianState,
  itemKey,
  logoPath,
  paragraph,
  photoSchema,
  refineUniqueKeys,
  requiredText,
  slug,
  statSchema,
  textList,
} from './fields.js';

const pageHero = z.object({
  title: requiredText('Small title', { max: 40 }),
  heading: requiredText('Heading', { max: 120 }),
  text: paragraph('Text', { max: 400 }),
});

export const heroSlidesSchema = z
  .object({
    slides: z
      .array(
        z.object({
          id: itemKey('heading'),
          heading: requiredText('Heading', { max: 120 }),
          text: paragraph('Text', { max: 400 }),
          photo: photoSchema.optional().meta({ title: 'Photo' }),
          fallbackLogo: logoPath('Logo')
            .optional()
            .meta({ title: 'Logo', description: 'Shown on the slide while its photo cannot be loaded' }),
          callToAction: callToActionSchema.optional().meta({ title: 'Button' }),
        }),
      )
      .min(1, 'The home page needs at least one slide')
      .max(10)
      .meta({ title: 'Slides', 'x-item': { noun: 'hero slide', name: 'hero slide {position}' } }),
  })
  .superRefine((document, context) => refineUniqueKeys(context, document.slides, 'id', ['slides'], 'slide'))
  .meta({ title: 'Home page hero slides' });
export type HeroSlides = z.infer<typeof heroSlidesSchema>;

export const retailPageSchema = z
  .object({
    hero: pageHero.meta({ title: 'Top of the page' }),
    retailBrands: z
      .array(
        z.object({
          name: requiredText('Name', { max: 80 }),
          brandSlug: slug('Brand page key'),
          logo: logoPath(),
          description: paragraph('Description', { max: 300 }),
          products: textList('Products', { max: 20 }),
        }),
      )
      .max(10)
      .meta({ title: 'Retail brands' }),
    lenovoStore: z
      .object({
        title: requiredText('Heading', { max: 80 }),
        text: paragraph('Text', { max: 600 }),
        productRange: textList('Product range', { max: 20 }),
        services: z.array(featureSchema).max(6).meta({ title: 'Services' }),
        findStore: callToActionSchema.meta({ title: 'Map link' }),
      })
      .meta({ title: 'Lenovo exclusive store' }),
  })
  .meta({ title: 'Retail page' });

export const distributionPageSchema = z
  .object({
    hero: pageHero
      .extend({ stats: z.array(statSchema).max(4).meta({ title: 'Figures' }) })
      .meta({ title: 'Top of the page' }),
    benefits: z.array(featureSchema).max(8).meta({ title: 'Partnership benefits' }),
    companyProfile: z
      .array(z.object({ title: requiredText('Title', { max: 80 }), text: paragraph('Text', { max: 400 }) }))
      .min(1)
      .max(10)
      .meta({ title: 'Company profile slideshow' }),
    coverage: z
      .array(z.object({ state: indianState(), cities: textList('Cities', { min: 1, max: 30 }) }))
      .max(10)
      .meta({ title: 'Network coverage by state' }),
  })
  .meta({ title: 'Distribution page' });

export const productsPageSchema = z
  .object({
    hero: z
      .object({
        title: requiredText('Heading', { max: 80 }),
        text: paragraph('Text', { max: 400 }),
        counters: z.array(statSchema).max(4).meta({ title: 'Figures' }),
      })
      .meta({ title: 'Top of the page' }),
    categories: z
      .array(
        z.object({
          id: itemKey('title'),
          title: requiredText('Title', { max: 80 }),
          description: paragraph('Description', { max: 300 }),
          brands: textList('Partner names (as in Partner logos)', {
            min: 1,
            max: 40,
            sameInEveryLanguage: true,
          }),
        }),
      )
      .max(10)
      .meta({ title: 'Product categories' }),
    productTypes: z.array(featureSchema).max(8).meta({ title: 'Product types' }),
    whyChoose: z.array(featureSchema).max(8).meta({ title: 'Why choose our products' }),
  })
  .meta({ title: 'Products page' });

export const careersPageSchema = z
  .object({
    hero: z
      .object({ title: requiredText('Heading', { max: 80 }), text: paragraph('Text', { max: 400 }) })
      .meta({ title: 'Top of the page' }),
  })
  .meta({ title: 'Careers page' });

export const activitiesPageSchema = z
  .object({
    hero: pageHero.meta({ title: 'Top of the page' }),
    keyAchievements: z.array(statSchema).max(8).meta({ title: 'Key achievements' }),
  })
  .meta({ title: 'Activities page' });
