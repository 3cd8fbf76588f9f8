import { describe, expect, it } from 'vitest';
import bengaliTexts from '#content/interface-text/bn/products.json' with { type: 'json' };
import hindiTexts from '#content/interface-text/hi/products.json' with { type: 'json' };
import { sampleContent } from '#content/samples/index.js';
import { pageRenderer } from '#web/entry-server.js';

function productsPageHtml(path: string): string {
  return pageRenderer.renderPage(path, { content: sampleContent, today: '2026-01-01' }).appHtml;
}

describe('the products page in the page’s language', () => {
  it('has the same texts in the Bengali and the Hindi catalogue', () => {
    expect(Object.keys(hindiTexts)).toEqual(Object.keys(bengaliTexts));
  });

  it('in Bengali: headings, counts in Bengali digits and logos’ alt texts, brand names as they are', () => {
    const page = productsPageHtml('/bn/products');
    expect(page).toContain('আমাদের পণ্যের সম্ভার');
    expect(page).toContain('ব্র্যান্ড ধরে দেখুন');
    expect(page).toContain('>১৩টি ব্র্যান্ড</span>');
    expect(page).toContain('>১টি ব্র্যান্ড</span>');
    expect(page).toContain('>৮টি পণ্য</span>');
    expect(page).toMatch(/(alt|aria-label)="HP-এর লোগো"/);
    expect(page).toContain('১০০% আসল');
    expect(page).not.toMatch(/\d Brands?<|Explore by Brand|Why Choose Our Products/);
  });

  it('in Hindi: the counts read as Hindi does', () => {
    const page = productsPageHtml('/hi/products');
    expect(page).toContain('>13 ब्रांड</span>');
    expect(page).toContain('>1 ब्रांड</span>');
    expect(page).toContain('>8 उत्पाद</span>');
    expect(page).toContain('हमारे उत्पाद ही क्यों चुनें');
  });

  it('in English: one and many as before', () => {
    const page = productsPageHtml('/products');
    expect(page).toContain('>13 Brands</span>');
    expect(page).toContain('>1 Brand</span>');
    expect(page).toContain('>8 Products</span>');
    expect(page).toMatch(/(alt|aria-label)="HP logo"/);
    expect(page).toContain('Explore by Brand');
  });
});
