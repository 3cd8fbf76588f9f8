// The home page's own content: the hero slides and the company-profile slideshow (shown on the
// distribution page). The About block is the company's (company.ts); services, partners, branches
// and the video come from their own files.

import { samplePhoto } from '#content/assets.js';
import { joinAsSentence } from '#content/site-content.js';
import type { HeroSlide, TextSlide } from '#content/types.js';
import { branchOffices, operatingStates } from './branches.js';
import { company, stats } from './company.js';
import { telecomBrand } from './partners.js';

const statesSentence = joinAsSentence(operatingStates);

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
] satisfies HeroSlide[];

/** The company-profile slideshow: 5 slides (the page shows one every 10 s). */
export const companyProfileSlides = [
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
] satisfies TextSlide[];
