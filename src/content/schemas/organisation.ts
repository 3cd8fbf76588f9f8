// The company itself and its offices: who it is, its headline figures and contacts, the
// branches and the HP World stores.

import { z } from 'zod';
import {
  corporateIdentityNumber,
  emailAddress,
  indianState,
  itemKey,
  logoPath,
  paragraph,
  phoneNumber,
  photoSchema,
  reference,
  refineUniqueKeys,
  requiredText,
  textList,
  webAddress,
  year,
} from './fields.js';
import { whereAndWhenFields } from './opening-hours.js';

const contactSchema = z.object({
  phone: phoneNumber(),
  email: emailAddress(),
});

export const companySchema = z
  .object({
    name: requiredText('Company name', { max: 80, sameInEveryLanguage: true }),
    logo: logoPath('Company logo'),
    legalSuffix: requiredText('Legal suffix', {
      max: 40,
      sameInEveryLanguage: true,
      description: "Shown under the name: 'Private Limited'",
    }),
    tagline: requiredText('Tagline', { max: 120 }),
    description: requiredText('Description for search engines', { max: 160 }),
    foundedYear: year('Year founded'),
    copyrightYear: year('Copyright year'),
    headquarters: z
      .object({ city: requiredText('City', { max: 60 }), state: indianState() })
      .meta({ title: 'Headquarters' }),
    cin: corporateIdentityNumber().optional(),
    productLines: textList('What the group trades in', { min: 1, max: 10 }),
    stats: z
      .object({
        brandPartners: requiredText('Brand partners', { max: 10, sameInEveryLanguage: true }),
        customers: requiredText('Customers', { max: 10, sameInEveryLanguage: true }),
        branches: requiredText('Branches', { max: 10, sameInEveryLanguage: true }),
        years: requiredText('Years', { max: 10, sameInEveryLanguage: true }),
      })
      .meta({ title: 'Headline figures', description: "As printed on the pages, e.g. '15+'" }),
    counters: z
      .object({
        years: z.number().int().min(0).max(200).meta({ title: 'Years of experience' }),
        branches: z.number().int().min(0).max(500).meta({ title: 'Branch locations' }),
        happyClients: z.number().int().min(0).max(10_000_000).meta({ title: 'Happy clients' }),
      })
      .meta({ title: 'Home page counters' }),
    contacts: z
      .object({
        general: contactSchema.meta({ title: 'General (footer)' }),
        sales: contactSchema.meta({ title: 'Sales (brand pages)' }),
        support: contactSchema.meta({ title: 'Store support (retail)' }),
        hr: contactSchema.meta({ title: 'HR (careers; applications are mailed here)' }),
      })
      .meta({ title: 'Contacts' }),
    about: z
      .object({
        paragraphs: z.array(paragraph('Paragraph')).min(1).max(6).meta({ title: 'Paragraphs' }),
        photo: photoSchema,
      })
      .meta({ title: 'About Us (home page)' }),
  })
  .meta({ title: 'Company facts and contacts' });
export type Company = z.infer<typeof companySchema>;

export const branchSchema = z.object({
  id: itemKey('name'),
  name: requiredText('Name', { max: 80 }),
  city: requiredText('City', { max: 60 }),
  state: indianState(),
  address: paragraph('Address', { max: 300, sameInEveryLanguage: true }),
  helpline: phoneNumber('Helpline').optional(),
  phone: phoneNumber().optional(),
  whatsapp: phoneNumber('WhatsApp number').optional(),
  email: emailAddress().optional(),
  website: webAddress().optional(),
  isCorporate: z.boolean().meta({ title: 'Corporate office', description: 'Shown first and full width' }),
  ...whereAndWhenFields,
});
export type Branch = z.infer<typeof branchSchema>;

/** Where other lists refer to an office by its key. */
export const offices = { collection: 'branches', list: 'offices' } as const;

export const branchesSchema = z
  .object({
    offices: z
      .array(branchSchema)
      .min(1, 'List at least one office')
      .max(60)
      .meta({
        title: 'Offices',
        description: 'The corporate office first, then the branches',
        'x-item': { noun: 'branch' },
      }),
    quoteOrder: z
      .array(reference('Office', offices))
      .max(60)
      .meta({ title: "Order of the brand pages' Get Quote list", description: 'The offices, first to last' }),
  })
  .superRefine((document, context) => {
    refineUniqueKeys(context, document.offices, 'id', ['offices'], 'office');
    const ids = document.offices.map((office) => office.id);
    if (document.offices.filter((office) => office.isCorporate).length > 1) {
      context.addIssue({
        code: 'custom',
        path: ['offices'],
        message: 'Only one office can be the corporate office',
      });
    }
    document.quoteOrder.forEach((id, index) => {
      if (!ids.includes(id)) {
        context.addIssue({
          code: 'custom',
          path: ['quoteOrder', index],
          message: `No office has the key ${id}`,
        });
      }
    });
  })
  .meta({ title: 'Branches and offices' });
export type Branches = z.infer<typeof branchesSchema>;

export const storeSchema = z.object({
  id: itemKey('name'),
  name: requiredText('Name', { max: 80 }),
  city: requiredText('City', { max: 60 }),
  state: indianState(),
  address: paragraph('Address', { max: 300, sameInEveryLanguage: true }),
  email: emailAddress(),
  phone: phoneNumber(),
  whatsapp: phoneNumber('WhatsApp number').optional(),
  ...whereAndWhenFields,
});
export type Store = z.infer<typeof storeSchema>;

export const storesSchema = z
  .object({
    hpWorld: z
      .array(storeSchema)
      .max(100)
      .meta({ title: 'HP World stores', 'x-item': { noun: 'store' } }),
    help: z
      .object({
        title: requiredText('Title', { max: 80 }),
        text: paragraph('Text', { max: 300 }),
      })
      .meta({ title: "'Need help finding a store?' (calls the support contact)" }),
  })
  .superRefine((document, context) => {
    refineUniqueKeys(context, document.hpWorld, 'id', ['hpWorld'], 'store');
  })
  .meta({ title: 'Stores' });
export type Stores = z.infer<typeof storesSchema>;
