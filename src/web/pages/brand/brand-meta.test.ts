import { describe, expect, it } from 'vitest';
import { sampleContent } from '#content/samples/index.js';
import { SITE_URL_PLACEHOLDER } from '#shared/site-url.js';
import { englishPageContext } from '#web/app/page-context.test-support.js';
import { brandHandle } from './brand-meta.js';

const page = englishPageContext(sampleContent, '2026-01-01');

describe('brand page meta', () => {
  it.each(page.content.brands.brands.map((brand) => [brand.slug, brand] as const))(
    'describes /brands/%s',
    (slug, brand) => {
      const meta = brandHandle.meta({ brandName: slug.toUpperCase() }, page);
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
    },
  );

  it('marks an unknown brand as not found and not indexed', () => {
    const meta = brandHandle.meta({ brandName: 'nokia' }, page);
    expect(meta).toMatchObject({ title: 'Brand Not Found', noindex: true, statusCode: 404 });
    expect(meta.canonicalPath).toBeUndefined();
    expect(meta.jsonLd).toBeUndefined();
  });
});
