import { type Branch, branches, company, corporateOffice, generalContact } from '../../../content/index.js';
import { SITE_URL_PLACEHOLDER } from '../../../shared/site-url.js';

// Absolute URLs carry the placeholder; the server puts its SITE_URL in their place.
const siteUrl = SITE_URL_PLACEHOLDER;
const organizationId = `${siteUrl}/#organization`;
const logoUrl = `${siteUrl}${company.logo}`;

function postalAddress(branch: Branch) {
  return {
    '@type': 'PostalAddress',
    streetAddress: branch.address,
    addressLocality: branch.city,
    addressRegion: branch.state,
    addressCountry: company.headquarters.countryCode,
  };
}

/** The group as search engines should know it (no `sameAs`: it has no listed profiles). */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: company.name,
    legalName: company.legalName,
    description: company.description,
    url: `${siteUrl}/`,
    logo: logoUrl,
    foundingDate: String(company.foundedYear),
    address: postalAddress(corporateOffice),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: generalContact.phone,
      email: generalContact.email,
      areaServed: company.headquarters.countryCode,
    },
  };
}

/** One per office of 'Our Branches', each pointing at its card on /contact. */
export function branchesJsonLd() {
  return branches.map((branch: Branch) => ({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteUrl}/contact#branch-${branch.id}`,
    name: `${company.name} ${branch.name}`,
    parentOrganization: { '@id': organizationId },
    url: `${siteUrl}/contact`,
    image: logoUrl,
    address: postalAddress(branch),
    telephone: branch.phone ?? branch.helpline,
    ...(branch.email ? { email: branch.email } : {}),
  }));
}
