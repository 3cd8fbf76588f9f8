// The 18 partner logos of the logo strips (home, products, distribution): the 13 brands plus
// five partners spec section 2 "Products" counts but does not name. Those five are SAMPLES to replace here.

import { logoPath, slugify } from '#content/assets.js';
import type { LogoSize, Partner } from '#content/types.js';
import { brands } from './brands.js';

/** Wordmark logos need more width than square ones to look the same size in a strip. */
const wideBrandLogos = new Set(['zebronics', 'microtek', 'lenovo', 'biwin']);
const narrowBrandLogos = new Set(['hp', 'wd', 'cp']);

function brandLogoSize(slug: string): LogoSize {
  if (wideBrandLogos.has(slug)) return 'wide';
  if (narrowBrandLogos.has(slug)) return 'narrow';
  return 'medium';
}

function samplePartner(name: string, size: LogoSize): Partner {
  return { name, logo: logoPath(slugify(name)), size };
}

/**
 * The telecom brand: spec section 2 "Home" and spec section 2 "Products" say only 'a phone brand'
 * (home slide 2, the Telecom category), so it is a placeholder until the company names it.
 */
export const telecomBrand = samplePartner('Sample Phone Brand', 'wide');

const otherSamplePartners = [
  samplePartner('Sample Partner A', 'medium'),
  samplePartner('Sample Partner B', 'medium'),
  samplePartner('Sample Partner C', 'medium'),
  samplePartner('Sample Partner D', 'medium'),
];

export const partnerLogos = [
  ...brands.map((brand) => ({ name: brand.name, logo: brand.logo, size: brandLogoSize(brand.slug) })),
  telecomBrand,
  ...otherSamplePartners,
] satisfies Partner[];
