import { describe, expect, it } from 'vitest';
import { legalName, officesHeadFirst } from '#content/index.js';
import { sampleContent } from '#content/samples/index.js';
import { SITE_URL_PLACEHOLDER } from '#shared/site-url.js';
import { englishPageContext } from '#web/app/page-context.test-support.js';
import { homeHandle } from './home-meta.js';
import { storesJsonLd } from './home-structured-data.js';

const content = sampleContent;
const { company } = content;
const branches = officesHeadFirst(content);
const page = englishPageContext(content, '2026-01-01');

describe('home page structured data', () => {
  const [organization, ...localBusinesses] = homeHandle('about').meta({}, page).jsonLd ?? [];

  it('describes the group as an Organization founded in 2014 in Kolkata', () => {
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: company.name,
      legalName: legalName(content),
      url: `${SITE_URL_PLACEHOLDER}/`,
      logo: `${SITE_URL_PLACEHOLDER}${company.logo}`,
      foundingDate: '2014',
      address: { addressLocality: 'Kolkata', addressRegion: 'West Bengal', addressCountry: 'IN' },
      contactPoint: { '@type': 'ContactPoint' },
    });
    expect(organization).not.toHaveProperty('sameAs');
  });

  it('has one LocalBusiness per branch, with its address, phone and e-mail', () => {
    expect(localBusinesses).toHaveLength(branches.length);
    for (const [index, branch] of branches.entries()) {
      expect(localBusinesses[index]).toMatchObject({
        '@type': 'LocalBusiness',
        address: { streetAddress: branch.address, addressLocality: branch.city },
        telephone: branch.phone,
        email: branch.email,
        geo: { '@type': 'GeoCoordinates', latitude: branch.coordinates?.latitude },
        openingHoursSpecification: expect.arrayContaining([
          expect.objectContaining({ '@type': 'OpeningHoursSpecification' }),
        ]),
        specialOpeningHoursSpecification: expect.any(Array),
      });
    }
  });

  it('gives each home path its own title and canonical URL', () => {
    const paths = [undefined, 'services', 'about', 'contact'] as const;
    const metas = paths.map((section) => homeHandle(section).meta({}, page));
    expect(new Set(metas.map((meta) => meta.title)).size).toBe(4);
    expect(metas.map((meta) => meta.canonicalPath)).toEqual(['/', '/services', '/about', '/contact']);
  });
});

describe('retail page structured data', () => {
  it('has one ComputerStore per HP World store, with its position and hours', () => {
    const stores = storesJsonLd(content);
    expect(stores).toHaveLength(content.stores.hpWorld.length);
    for (const [index, store] of content.stores.hpWorld.entries()) {
      expect(stores[index]).toMatchObject({
        '@type': 'ComputerStore',
        telephone: store.phone,
        geo: { latitude: store.coordinates?.latitude, longitude: store.coordinates?.longitude },
        openingHoursSpecification: expect.arrayContaining([
          expect.objectContaining({ opens: '10:30', closes: '20:30' }),
        ]),
        specialOpeningHoursSpecification: expect.arrayContaining([
          expect.objectContaining({ opens: '00:00', closes: '00:00' }),
        ]),
      });
    }
  });
});
