// Who the company is: name, founding facts, headline figures and contacts.
// The name, phone numbers and e-mails are SAMPLES for the company to replace here; the years,
// states and figures are those of spec section 1 "What the product does and for whom". The public
// site URL is not here: the server config owns it.

import { companyLogoPath } from '#content/assets.js';
import { branchOffices, corporateOffice, operatingStates } from './branches.js';

const name = 'Sample Infotech Group';
const legalSuffix = 'Private Limited';
const foundedYear = 2014;

/** 'A, B and C': for sentences built from lists of facts. */
export function joinAsSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const company = {
  name,
  legalSuffix,
  legalName: `${name} ${legalSuffix}`,
  /** Used in page titles and og:site_name. */
  siteName: name,
  tagline: 'Trusted technology partner from Eastern India',
  /** Meta description and JSON-LD Organization.description (kept under 160 characters). */
  description: `${name}, Kolkata: distributor and retailer of IT hardware, security, attendance and telecom products in Eastern India since ${foundedYear}.`,
  logo: companyLogoPath,
  foundedYear,
  copyrightYear: 2025,
  headquarters: { city: 'Kolkata', state: 'West Bengal', country: 'India', countryCode: 'IN' },
  states: operatingStates,
  cin: corporateOffice.cin,
  /** What the group trades in, reused by the about text, the hero slides and the chat fallback. */
  productLines: ['IT hardware', 'security and surveillance', 'attendance', 'telecom products'],
} as const;

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
} as const;

/** Targets of the home page's animated counters (each shown with a plus sign). */
export const homeCounters = {
  years: 10,
  branches: 8,
  happyClients: 5397,
} as const;

/** The footer's general contact. */
export const generalContact = {
  phone: corporateOffice.helpline,
  email: 'info@example.com',
  city: company.headquarters.city,
  state: company.headquarters.state,
} as const;

/** 'Contact Sales Team' and the call link on brand pages. */
export const salesContact = {
  phone: '+91 00000 00002',
  email: 'sales@example.com',
} as const;

/** Retail's 'Need Help Finding a Store?' call button. */
export const supportContact = {
  phone: '+91 00000 00003',
  email: 'support@example.com',
} as const;

/** The careers page's 'Contact HR Team' card; applications are also mailed here. */
export const hrContact = {
  phone: '+91 00000 00004',
  email: 'hr@example.com',
} as const;

/**
 * The home page's About text, built only from the facts of spec section 1 "What the product does
 * and for whom".
 */
export const aboutParagraphs = [
  `${company.legalName} is a technology distribution and retail group based in ${company.headquarters.city}, Eastern India. Since ${company.foundedYear} it has supplied ${joinAsSentence(company.productLines)} to businesses, resellers and retail customers.`,
  `From its corporate office in ${corporateOffice.city} and ${branchOffices.length} branches across ${joinAsSentence(company.states)}, the group works with ${stats.brandPartners} brand partners and has served ${stats.customers} customers. It runs HP World and Lenovo exclusive retail stores and supports its customers after the sale.`,
] as const;
