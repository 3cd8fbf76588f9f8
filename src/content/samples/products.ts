// The product portfolio page (/products): category cards, counters, product types and the
// reasons to buy. Brand counts are the lengths of the lists, never typed twice.

import type { Feature, ProductCategory, SiteContent, Stat } from '#content/types.js';
import { brands } from './brands.js';
import { stats } from './company.js';
import { telecomBrand } from './partners.js';

export const productsHero = {
  title: 'Product Portfolio',
  text: 'Genuine products from our brand partners, for businesses, resellers and homes.',
} satisfies Omit<SiteContent['productsPage']['hero'], 'counters'>;

/**
 * The cards of spec section 2 "Products" show 13, 2 and 1 brands. It does not say which; every
 * brand with a page counts as IT infrastructure, CP and ESSL as security, and the (sample) phone
 * brand as telecom.
 */
export const productCategories = [
  {
    id: 'it-infrastructure',
    title: 'IT Infrastructure & Accessories',
    description: 'Computing, storage, printing, power and peripherals for offices and homes.',
    brands: brands.map((brand) => brand.name),
  },
  {
    id: 'security-solutions',
    title: 'Security Solutions',
    description: 'Surveillance, attendance and access control systems.',
    brands: ['CP', 'ESSL'],
  },
  {
    id: 'telecom',
    title: 'Telecom',
    description: 'Mobile phones and accessories.',
    brands: [telecomBrand.name],
  },
] satisfies ProductCategory[];

export const productTypes = [
  {
    title: 'Computing',
    description: 'Laptops, desktops, workstations, servers and monitors.',
    icon: 'Laptop',
  },
  {
    title: 'Storage',
    description: 'Hard drives, solid state drives, memory and flash storage.',
    icon: 'HardDrive',
  },
  {
    title: 'Security',
    description: 'CCTV cameras, video recorders, attendance and access control.',
    icon: 'Cctv',
  },
  {
    title: 'Networking',
    description: 'Network equipment to connect offices, stores and homes.',
    icon: 'Network',
  },
] satisfies Feature[];

/**
 * The hero's '4 product categories' matches the four product types, not the three category
 * cards; spec section 2 "Products" does not say which it counts.
 */
export const productCounters = [
  { value: stats.brandPartners, label: 'Brand Partners' },
  { value: String(productTypes.length), label: 'Product Categories' },
] satisfies Stat[];

export const whyChooseProducts = [
  {
    title: 'Authorized Partners',
    description: 'Products come directly through authorized brand channels.',
    icon: 'BadgeCheck',
  },
  {
    title: 'Quality Assurance',
    description: 'Only genuine, sealed products with original documentation.',
    icon: 'Award',
  },
  {
    title: 'Technical Support',
    description: 'Help with selection, installation and troubleshooting from our team.',
    icon: 'Headset',
  },
  {
    title: 'Warranty Coverage',
    description: "Every product carries the manufacturer's warranty.",
    icon: 'ShieldCheck',
  },
] satisfies Feature[];
