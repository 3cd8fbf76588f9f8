import { describe, expect, it } from 'vitest';
import { sampleContent } from '#content/samples/index.js';
import { pageRenderer } from '#web/entry-server.js';

function render(path: string) {
  return pageRenderer.renderPage(path, { content: sampleContent, today: '2026-01-01' });
}

/** The page's JSON-LD BreadcrumbList, as its head carries it. */
function breadcrumbsOf(path: string) {
  const scripts = [
    ...render(path).headTags.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
  ];
  const lists = scripts
    .map(([, json = '']) => JSON.parse(json))
    .filter((data) => data['@type'] === 'BreadcrumbList');
  return lists[0]?.itemListElement.map(({ name, item }: { name: string; item: string }) => ({ name, item }));
}

describe('a brand page in the page’s language', () => {
  it('in Bengali says the hero, the sales contact and the way back in Bengali, in Bengali digits', () => {
    const html = render('/bn/brands/hp').appHtml;
    expect(html).toMatch(/href="\/bn\/products"[^>]*>.*পণ্যতালিকায় ফিরে যান<\/a>/);
    // An image's alt, or the label of the logo drawn inline once the build has made src/web/public/logos.
    expect(html).toMatch(/(alt|aria-label)="HP-এর লোগো"/);
    expect(html).toContain('৮টি পণ্য-বিভাগ');
    expect(html).toContain('অনুমোদিত পার্টনার');
    expect(html).toContain('HP-এর পণ্য দরকার?');
    expect(html).toContain('সেলস টিমের সঙ্গে যোগাযোগ করুন');
    expect(html).toMatch(/নম্বরে ফোন করুন<\/a>/);
    expect(html).not.toMatch(
      /Back to Products|HP logo|Product Categor|Authorized Partner|Need HP|Sales Team|>Call /,
    );
  });

  it('in Hindi counts one product category in the singular and several in the plural', () => {
    expect(render('/hi/brands/finger').appHtml).toContain('1 उत्पाद श्रेणी<');
    expect(render('/hi/brands/hp').appHtml).toContain('8 उत्पाद श्रेणियाँ<');
  });

  it('in English stays as it was', () => {
    const html = render('/brands/hp').appHtml;
    for (const english of ['Back to Products', '8 Product Categories', 'Authorized Partner'])
      expect(html).toContain(english);
    expect(html).toMatch(/(alt|aria-label)="HP logo"/);
    expect(html).toContain('Our sales team will help you choose the right HP products and send you a quote.');
    expect(render('/brands/finger').appHtml).toContain('1 Product Category<');
  });

  it('names its breadcrumbs in the page’s language, with the addresses in it', () => {
    expect(breadcrumbsOf('/hi/brands/hp')).toEqual([
      { name: 'होम', item: '%SITE_URL%/hi' },
      { name: 'उत्पाद सूची', item: '%SITE_URL%/hi/products' },
      { name: 'HP', item: '%SITE_URL%/hi/brands/hp' },
    ]);
  });

  it('answers an unknown brand with 404 and says so in the page’s language', () => {
    const page = render('/bn/brands/nokia');
    expect(page.statusCode).toBe(404);
    expect(page.headTags).toContain('<title>ব্র্যান্ডটি পাওয়া যায়নি');
    expect(page.appHtml).toContain('আপনি যে ব্র্যান্ডের পাতাটি খুঁজছেন, সেটি পাওয়া গেল না।');
    expect(page.appHtml).toMatch(/href="\/bn\/products"[^>]*>.*পণ্যতালিকায় ফিরে যান<\/a>/);
  });
});
