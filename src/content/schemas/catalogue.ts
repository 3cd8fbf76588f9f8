// What the group sells and with whom: the brands with their products, the partner logos and the
// services.

import { z } from 'zod';
import {
  iconName,
  itemKey,
  logoPath,
  paragraph,
  refineUniqueKeys,
  requiredText,
  textList,
} from './fields.js';

/** A hex colour, '#0073B7'. */
const hexColour = (title: string) =>
  z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, `${title} must be a colour like #0073B7`)
    .meta({ title, 'x-widget': 'color' });

export const brandSchema = z.object({
  slug: itemKey('name', 'Address key', 'Made from the name when added; the page is /brands/<key>'),
  name: requiredText('Name', { max: 40, sameInEveryLanguage: true }),
  otherNames: textList('Other names', { max: 10, sameInEveryLanguage: true })
    .meta({
      title: 'Other names',
      description:
        "Names visitors also use for the brand, e.g. 'Western Digital' for WD (the chat assistant knows them)",
    })
    .optional(),
  description: paragraph('Description', { max: 400 }),
  gradient: z
    .object({ from: hexColour('From'), to: hexColour('To') })
    .meta({ title: 'Page colours', description: 'Dark enough for white text' }),
  logo: logoPath(),
  products: z
    .array(
      z.object({
        name: requiredText('Product category', { max: 60 }),
        description: requiredText('Description', { max: 200 }).optional(),
      }),
    )
    .min(1, 'A brand needs at least one product category')
    .max(20)
    .meta({ title: 'Product categories' }),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandsSchema = z
  .object({
    brands: z
      .array(brandSchema)
      .max(60)
      .meta({ title: 'Brands', 'x-item': { noun: 'brand' } }),
  })
  .superRefine((document, context) => {
    refineUniqueKeys(context, document.brands, 'slug', ['brands'], 'brand');
    refineUniqueKeys(context, document.brands, 'name', ['brands'], 'brand');
  })
  .meta({ title: 'Brands and their products' });
export type Brands = z.infer<typeof brandsSchema>;

/** How wide a logo is drawn in the strips, so wide and square logos look the same size. */
export const logoSizes = ['narrow', 'medium', 'wide'] as const;
export type LogoSize = (typeof logoSizes)[number];

export const partnerSchema = z.object({
  name: requiredText('Name', { max: 60, sameInEveryLanguage: true }),
  logo: logoPath(),
  size: z.enum(logoSizes).meta({ title: 'Logo width in the strips' }),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnersSchema = z
  .object({
    partners: z
      .array(partnerSchema)
      .max(100)
      .meta({ title: 'Partners', 'x-item': { noun: 'partner' } }),
  })
  .superRefine((document, context) =>
    refineUniqueKeys(context, document.partners, 'name', ['partners'], 'partner'),
  )
  .meta({ title: 'Partner logos' });
export type Partners = z.infer<typeof partnersSchema>;

export const serviceSchema = z.object({
  title: requiredText('Title', { max: 80 }),
  description: paragraph('Description', { max: 400 }),
  icon: iconName(),
  partners: textList('Partner names (as in Partner logos)', { max: 30, sameInEveryLanguage: true }),
  otherWords: textList('Other words visitors use for it', { max: 20 })
    .meta({
      title: 'Other words visitors use for it',
      description:
        "The chat assistant finds the service by these too, e.g. 'cctv' for Security & Surveillance",
    })
    .optional(),
});
export type Service = z.infer<typeof serviceSchema>;

export const servicesSchema = z
  .object({
    services: z
      .array(serviceSchema)
      .max(30)
      .meta({ title: 'Services', 'x-item': { noun: 'service' } }),
  })
  // The same service twice is a slip of the editor, whatever its capitals or spaces.
  .superRefine((document, context) =>
    refineUniqueKeys(context, document.services, 'title', ['services'], 'service', (title) =>
      String(title).trim().toLowerCase(),
    ),
  )
  .meta({ title: 'Services' });
export type Services = z.infer<typeof servicesSchema>;
