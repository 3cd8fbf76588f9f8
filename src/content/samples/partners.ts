// The 18 partner logos of the logo strips (home, products, distribution): the 13 brands plus
// five partners spec section 2 "Products" counts but does not name. Those five are SAMPLES to replace here.

import { logoPath, slugify } from '#content/assets.js';
import { type BrandName, type BrandSlug, brands } from './brands.js';
import type { PartnerLogo } from './sample-types.js';

/** Wordmark logos need more width than square ones to look the same size in a strip. */
const wideBrandLogos = new Set<BrandSlug>(['zebronics', 'microtek', 'lenovo', 'biwin']);
const narrowBrandLogos = new Set<BrandSlug>(['hp', 'wd', 'cp']);

function brandLogoWidth(slug: BrandSlug): string {
  if (wideBrandLogos.has(slug)) return 'w-28';
  if (narrowBrandLogos.has(slug)) return 'w-16';
  return 'w-24';
}

function samplePartner<const Name extends string>(name: Name, width: string) {
  return { name, logo: logoPath(slugify(name)), width } as const satisfies PartnerLogo;
}

/**
 * The telecom brand: spec section 2 "Home" and spec section 2 "Products" say only 'a phone brand'
 * (home slide 2, the Telecom category), so it is a placeholder until the company names it.
 */
export const telecomBrand = samplePartner('Sample Phone Brand', 'w-28');

const otherSamplePartners = [
  samplePartner('Sample Partner A', 'w-24'),
  samplePartner('Sample Partner B', 'w-24'),
  samplePartner('Sample Partner C', 'w-24'),
  samplePartner('Sample Partner D', 'w-24'),
] as const;

export type PartnerName =
  | BrandName
  | (typeof telecomBrand)['name']
  | (typeof otherSamplePartners)[number]['name'];

export const partnerLogos: readonly (PartnerLogo & { readonly name: PartnerName })[] = [
  ...brands.map((brand) => ({
    name: brand.name,
    logo: brand.logo,
    width: brandLogoWidth(brand.slug),
  })),
  telecomBrand,
  ...otherSamplePartners,
];

export function findPartnerLogo(name: string): PartnerLogo | undefined {
  return partnerLogos.find((partner) => partner.name === name);
}
