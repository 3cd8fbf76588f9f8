import {
  type Branch,
  corporateOffice,
  legalName,
  officesHeadFirst,
  type SiteContent,
  type Store,
} from '#content/index.js';
import { whereAndWhenJsonLd } from '#content/opening-hours-json-ld.js';
import { SITE_URL_PLACEHOLDER } from '#shared/site-url.js';

// Absolute URLs carry the placeholder; the server puts its SITE_URL in their place.
const siteUrl = SITE_URL_PLACEHOLDER;
const organizationId = `${siteUrl}/#organization`;

function postalAddress(place: Pick<Branch, 'address' | 'city' | 'state'>) {
  return {
    '@type': 'PostalAddress',
    streetAddress: place.address,
    addressLocality: place.city,
    addressRegion: place.state,
    addressCountry: 'IN',
  };
}

/** The group as search engines should know it (no `sameAs`: it has no listed profiles). */
export function organizationJsonLd(content: SiteContent) {
  const { company } = content;
  const headOffice = corporateOffice(content);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: company.name,
    legalName: legalName(content),
    description: company.description,
    url: `${siteUrl}/`,
    logo: `${siteUrl}${company.logo}`,
    foundingDate: String(company.foundedYear),
    ...(headOffice && { address: postalAddress(headOffice) }),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: company.contacts.general.phone,
      email: company.contacts.general.email,
      areaServed: 'IN',
    },
  };
}

/** One LocalBusiness per office of 'Our Branches', each pointing at its card on /contact. */
export function branchesJsonLd(content: SiteContent) {
  const { company } = content;
  return officesHeadFirst(content).map((branch) => ({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteUrl}/contact#branch-${branch.id}`,
    name: `${company.name} ${branch.name}`,
    parentOrganization: { '@id': organizationId },
    url: `${siteUrl}/contact`,
    image: `${siteUrl}${company.logo}`,
    address: postalAddress(branch),
    telephone: branch.phone ?? branch.helpline,
    ...(branch.email ? { email: branch.email } : {}),
    ...whereAndWhenJsonLd(branch),
  }));
}

/** One LocalBusiness (a computer store) per HP World store of the retail page. */
export function storesJsonLd(content: SiteContent) {
  const { company } = content;
  return content.stores.hpWorld.map((store: Store) => ({
    '@context': 'https://schema.org',
    '@type': 'ComputerStore',
    '@id': `${siteUrl}/retail#store-${store.id}`,
    name: store.name,
    parentOrganization: { '@id': organizationId },
    url: `${siteUrl}/retail`,
    image: `${siteUrl}${company.logo}`,
    address: postalAddress(store),
    telephone: store.phone,
    email: store.email,
    ...whereAndWhenJsonLd(store),
  }));
}
