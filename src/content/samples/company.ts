// Who the company is: name, founding facts, headline figures and contacts.
// The name, phone numbers, e-mails and the CIN are SAMPLES for the company to replace here; the
// years, states and figures are those of spec section 1 "What the product does and for whom". The
// public site URL is not here: the server config owns it.

import { companyLogoPath, samplePhoto } from '#content/assets.js';
import { joinAsSentence } from '#content/site-content.js';
import type { Company } from '#content/types.js';
import { branchOffices, corporateOffice, operatingStates } from './branches.js';

const name = 'Sample Infotech Group';
const legalSuffix = 'Private Limited';
const foundedYear = 2014;
const headquarters = { city: 'Kolkata', state: 'West Bengal' } satisfies Company['headquarters'];
/** What the group trades in, reused by the about text, the hero slides and the chat fallback. */
const productLines = ['IT hardware', 'security and surveillance', 'attendance', 'telecom products'];

/**
 * Marketing figures as the pages print them. They are fixed texts, not counts of lists: spec
 * section 1 "What the product does and for whom" shows '15+' brand partners although the partner
 * strip holds 18 logos.
 */
export const stats = {
  brandPartners: '15+',
  customers: '5000+',
  branches: '8+',
  years: '10+',
} satisfies Company['stats'];

/** Targets of the home page's animated counters (each shown with a plus sign). */
export const homeCounters = {
  years: 10,
  branches: 8,
  happyClients: 5397,
} satisfies Company['counters'];

/** The footer's general contact. */
export const generalContact = {
  phone: corporateOffice.helpline,
  email: 'info@example.com',
} satisfies Company['contacts']['general'];

/** 'Contact Sales Team' and the call link on brand pages. */
export const salesContact = {
  phone: '+91 33 0000 0002',
  email: 'sales@example.com',
} satisfies Company['contacts']['sales'];

/** Retail's 'Need Help Finding a Store?' call button. */
export const supportContact = {
  phone: '+91 33 0000 0003',
  email: 'support@example.com',
} satisfies Company['contacts']['support'];

/** The careers page's 'Contact HR Team' card; applications are also mailed here. */
export const hrContact = {
  phone: '+91 33 0000 0004',
  email: 'hr@example.com',
} satisfies Company['contacts']['hr'];

/**
 * The home page's About text, built only from the facts of spec section 1 "What the product does
 * and for whom".
 */
export const aboutParagraphs = [
  `${name} ${legalSuffix} is a technology distribution and retail group based in ${headquarters.city}, Eastern India. Since ${foundedYear} it has supplied ${joinAsSentence(productLines)} to businesses, resellers and retail customers.`,
  `From its corporate office in ${corporateOffice.city} and ${branchOffices.length} branches across ${joinAsSentence(operatingStates)}, the group works with ${stats.brandPartners} brand partners and has served ${stats.customers} customers. It runs HP World and Lenovo exclusive retail stores and supports its customers after the sale.`,
];

export const aboutPhoto = samplePhoto('about-office', 'reception desk of the corporate office, Kolkata');

export const company = {
  name,
  logo: companyLogoPath,
  legalSuffix,
  tagline: 'Trusted technology partner from Eastern India',
  /** Meta description and JSON-LD Organization.description (kept under 160 characters). */
  description: `${name}, Kolkata: distributor and retailer of IT hardware, security, attendance and telecom products in Eastern India since ${foundedYear}.`,
  foundedYear,
  copyrightYear: 2025,
  headquarters,
  cin: 'U00000WB2014PTC000000',
  productLines,
  stats,
  counters: homeCounters,
  contacts: { general: generalContact, sales: salesContact, support: supportContact, hr: hrContact },
  about: { paragraphs: aboutParagraphs, photo: aboutPhoto },
} satisfies Company;
