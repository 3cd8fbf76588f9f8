// The distribution page (/distribution and /retail-partners). Videos, partner logos and the
// network coverage come from media.ts, partners.ts and branches.ts.

import { branches } from './branches.js';
import { company, stats } from './company.js';
import type { Branch, Feature, Stat } from './sample-types.js';

export const distributionHero = {
  title: 'Distribution',
  heading: 'Distribution network across Eastern India',
  text: `Authorized distribution for ${stats.brandPartners} brand partners, delivered to resellers and businesses from our branches.`,
  stats: [
    { value: stats.branches, label: 'Branch Locations' },
    { value: String(company.states.length), label: 'States Covered' },
  ],
} as const satisfies { title: string; heading: string; text: string; stats: readonly Stat[] };

export const partnershipBenefits = [
  {
    title: 'Technical Training & Support',
    description: 'Product training and technical help for our reseller partners and their teams.',
    icon: 'GraduationCap',
  },
  {
    title: 'Marketing & Promotional Support',
    description: 'Brand-approved displays, promotions and launch material for partner stores.',
    icon: 'Megaphone',
  },
  {
    title: 'After-sales Service',
    description: 'Warranty and service coordination so partners can look after their customers.',
    icon: 'Wrench',
  },
  {
    title: 'Logistics & Warehousing',
    description: `Stock held close to partners and dispatched from our branches across ${company.states.length} states.`,
    icon: 'Warehouse',
  },
] as const satisfies readonly Feature[];

/** Spec section 9 "Business constants and limits" caps the 'Get in Touch' city cards at 9. */
export const getInTouchLimit = 9;

/** One card per branch city, corporate office first. */
export const getInTouchBranches: readonly Branch[] = branches.slice(0, getInTouchLimit);
