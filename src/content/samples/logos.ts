// Every logo file the content refers to, so a generator can draw one sample logo per path and
// the company knows which files to supply. The partner logos include every brand's logo.

import { companyLogoPath } from '#content/assets.js';
import type { LogoFile } from '#content/types.js';
import { company } from './company.js';
import { partnerLogos } from './partners.js';

export const allLogos: readonly LogoFile[] = [
  { name: company.name, path: companyLogoPath },
  ...partnerLogos.map((partner) => ({ name: partner.name, path: partner.logo })),
];
