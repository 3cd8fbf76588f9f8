// The distribution page (/distribution and /retail-partners). Videos, partner logos and the
// network coverage come from media.ts, partners.ts and branches.ts.

import type { Feature, SiteContent } from '#content/types.js';
import { operatingStates } from './branches.js';
import { stats } from './company.js';

export const distributionHero = {
  title: 'Distribution',
  heading: 'Distribution network across Eastern India',
  text: `Authorized distribution for ${stats.brandPartners} brand partners, delivered to resellers and businesses from our branches.`,
  stats: [
    { value: stats.branches, label: 'Branch Locations' },
    { value: String(operatingStates.length), label: 'States Covered' },
  ],
} satisfies SiteContent['distributionPage']['hero'];

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
    description: `Stock held close to partners and dispatched from our branches across ${operatingStates.length} states.`,
    icon: 'Warehouse',
  },
] satisfies Feature[];
