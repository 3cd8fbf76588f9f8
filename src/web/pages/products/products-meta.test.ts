import { describe, expect, it } from 'vitest';
import { sampleContent } from '#content/samples/index.js';
import { englishPageContext } from '#web/app/page-context.test-support.js';
import { productsHandle } from './products-meta.js';

describe('products page meta', () => {
  it('names the categories and partners within a search snippet, at its canonical path', () => {
    const meta = productsHandle.meta({}, englishPageContext(sampleContent, '2026-01-01'));
    expect(meta.description).toBe(
      'IT Infrastructure & Accessories, Security Solutions and Telecom products from 15+ authorized brand partners, 100% Authentic.',
    );
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.title).toBe('Product Portfolio: IT, Security & Telecom Brands');
    expect(meta.canonicalPath).toBe('/products');
  });
});
