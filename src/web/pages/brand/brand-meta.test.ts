import { describe, expect, it } from 'vitest';
import { brands } from '../../../content/index.js';
import { SITE_URL_PLACEHOLDER } from '../../../shared/site-url.js';
import { brandHandle } from './brand-meta.js';

describe('brand page meta', () => {
  it.each(brands.map((brand) => [brand.slug, brand] as const))('describes /brands/%s', (slug, brand) => {
    const meta = brandHandle.meta({ brandName: slug.toUpperCase() });
    expect(meta.canonicalPath).toBe(`/brands/${slug}`);
    expect(meta.title).toContain(brand.name);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.statusCode).toBeUndefined();
    expect(meta.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL_PLACEHOLDER}/` },
          { '@type': 'ListItem', position: 2, name: 'Products', item: `${SITE_URL_PLACEHOLDER}/products` },
          {
            '@type': 'ListItem',
            position: 3,
            name: brand.name,
            item: `${SITE_URL_PLACEHOLDER}/brands/${slug}`,
          },
        ],
      },
    ]);
  });

  it('marks an unknown brand as not found and not indexed', () => {
    const meta = brandHandle.meta({ brandName: 'nokia' });
    expect(meta).toMatchObject({ title: 'Brand Not Found', noindex: true, statusCode: 404 });
    expect(meta.canonicalPath).toBeUndefined();
    expect(meta.jsonLd).toBeUndefined();
  });
});
