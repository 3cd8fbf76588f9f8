// The home page's own content: hero slides, the About block and the company-profile slideshow.
// Services, partners, branches and the video come from their own files.

import { samplePhoto } from '#content/assets.js';
import { branchOffices } from './branches.js';
import { company, homeCounters, joinAsSentence, stats } from './company.js';
import { telecomBrand } from './partners.js';
import type { HeroSlide, TextSlide } from './sample-types.js';

const statesSentence = joinAsSentence(company.states);

/** In the order of spec section 2 "Home"; the carousel wraps from slide 5 to 1 and back. */
export const heroSlides = [
  {
    id: 'trusted-partner',
    heading: 'Trusted technology partner from Eastern India expanding nationwide',
    text: `Since ${company.foundedYear}, ${company.name} has supplied ${joinAsSentence(company.productLines)} across ${statesSentence}.`,
    callToAction: { label: 'Our Services', href: '/services' },
  },
  {
    id: 'phone-brand-distributor',
    heading: `Distributor of ${telecomBrand.name}`,
    text: `Mobile phones and accessories for retailers across ${statesSentence}.`,
    photo: samplePhoto('hero-phone-brand', `${telecomBrand.name} smartphones on a retail display`),
    fallbackLogo: telecomBrand.logo,
    callToAction: { label: 'View Portfolio', href: '/products' },
  },
  {
    id: 'b2b-solutions',
    heading: 'AI-driven B2B solutions',
    text: `Business sourcing for resellers and enterprises, backed by ${stats.brandPartners} brand partners and ${branchOffices.length} branches.`,
    callToAction: { label: 'Our Distribution Network', href: '/distribution' },
  },
  {
    id: 'connection-to-completion',
    heading: 'From connection to completion',
    text: 'From the first enquiry to delivery, installation and after-sales service.',
    callToAction: { label: 'Contact Us', href: '/contact' },
  },
  {
    id: 'retail-partner',
    heading: 'HP World retail partner',
    text: 'Visit our HP World and Lenovo exclusive stores to see, compare and buy.',
    callToAction: { label: 'Visit Our Stores', href: '/retail' },
  },
] as const satisfies readonly HeroSlide[];

export const aboutPhoto = samplePhoto('about-office', 'reception desk of the corporate office, Kolkata');

/** The About block's four figures; all but the founding year count up when first seen. */
export const aboutStatistics = [
  { key: 'established', label: 'Established', value: company.foundedYear, suffix: '', animated: false },
  { key: 'branches', label: 'Branch Locations', value: homeCounters.branches, suffix: '+', animated: true },
  {
    key: 'happyClients',
    label: 'Happy Clients',
    value: homeCounters.happyClients,
    suffix: '+',
    animated: true,
  },
  { key: 'years', label: 'Years of Experience', value: homeCounters.years, suffix: '+', animated: true },
] as const;

export type AboutStatistic = (typeof aboutStatistics)[number];

/** The company-profile slideshow: 5 slides, one every 10 s, then back to the first. */
export const companyProfileSlideshow = {
  intervalMs: 10_000,
  slides: [
    {
      title: 'Who we are',
      text: `A technology distribution and retail group founded in ${company.headquarters.city} in ${company.foundedYear}.`,
    },
    {
      title: 'What we offer',
      text: `Distribution and retail of ${joinAsSentence(company.productLines)}.`,
    },
    {
      title: 'Our network',
      text: `A corporate office and ${branchOffices.length} branches across ${statesSentence}.`,
    },
    {
      title: 'Our partners',
      text: `${stats.brandPartners} brand partners, including HP, LENOVO, ASUS and Acer.`,
    },
    {
      title: 'Our customers',
      text: `${stats.customers} customers served, from homes and shops to enterprises.`,
    },
  ],
} as const satisfies { intervalMs: number; slides: readonly TextSlide[] };
