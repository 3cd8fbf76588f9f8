import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentInLanguage } from '#content/content-in-language.js';
import { type BrandProduct, findBrand } from '#content/index.js';
import { sampleContent } from '#content/samples/index.js';
import { sayWith } from '#web/app/phrasebook.js';
import { pageRenderer } from '#web/entry-server.js';
import { BrandProductCard } from './brand-product-card.js';

const productListPropsSchema = z.object({
  quoteContacts: z.array(z.object({ id: z.string(), label: z.string(), phone: z.string().optional() })),
  warrantyText: z.string(),
  phrases: z.record(z.string(), z.string()).optional(),
});
const islandDataSchema = z.object({ props: z.array(z.record(z.string(), z.unknown())) });

function renderBrandPage(path: string) {
  return pageRenderer.renderPage(path, { content: sampleContent, today: '2026-01-01' });
}

/** The product list island's props, as the page's HTML carries them. */
function productListPropsOf(path: string) {
  const json = renderBrandPage(path).islandData.match(/<script[^>]*>(.*)<\/script>/s)?.[1] ?? '';
  const props = islandDataSchema.parse(JSON.parse(json)).props.find((island) => 'quoteContacts' in island);
  return productListPropsSchema.parse(props);
}

const [product] = findBrand(sampleContent, 'hp')?.products ?? [];
const [firstContact] = productListPropsOf('/brands/hp').quoteContacts;

/** A product card with its Get Quote list open, as the island shows it after the button is pressed. */
function openCardHtml(path: string, shownProduct: BrandProduct) {
  const { quoteContacts, warrantyText, phrases } = productListPropsOf(path);
  return renderToStaticMarkup(
    <BrandProductCard
      product={shownProduct}
      warrantyText={warrantyText}
      // A branch without a number has none in the JSON: the card's props name it, undefined.
      quoteContacts={quoteContacts.map(({ id, label, phone }) => ({ id, label, phone }))}
      quoteListId="quote-list"
      quoteOpen
      onToggleQuote={() => {}}
      onEnquire={() => {}}
      say={sayWith(phrases)}
    />,
  );
}

describe('the brand page’s product cards in the page’s language', () => {
  if (!product) throw new Error('The sample content has no HP products');
  if (!firstContact?.phone) throw new Error('The sample Get Quote list has no number to call');

  it('on a Bengali page label the cards and the Get Quote list in Bengali, content values as they are', () => {
    const page = renderBrandPage('/bn/brands/hp').appHtml;
    // The product's name as the Bengali content has it (its translation).
    const [productInBengali] =
      findBrand(contentInLanguage(sampleContent, 'bn').content, 'hp')?.products ?? [];
    if (!productInBengali) throw new Error('The Bengali sample content has no HP products');
    expect(page).toContain('দাম জানুন</button>');
    expect(page).toContain('পাওয়া যাচ্ছে');
    expect(page).toContain('প্রস্তুতকারকের সাধারণ ওয়ারেন্টির আওতায়।');
    expect(page).toContain('HP-এর পণ্যের বিভাগ');
    expect(page).toContain(`aria-label="${productInBengali.name}-এর দাম জানতে যে শাখাগুলোতে ফোন করবেন"`);
    expect(page).not.toContain('Get Quote</button>');

    const card = openCardHtml('/bn/brands/hp', product);
    // The branch's name as the Bengali page's Get Quote list has it.
    const [contactInBengali] = productListPropsOf('/bn/brands/hp').quoteContacts;
    if (!contactInBengali?.phone) throw new Error('The Bengali Get Quote list has no number to call');
    expect(card).toContain('জিজ্ঞাসা পাঠান</button>');
    expect(card).toContain('আপনার নম্বর রেখে যান; আপনার সবচেয়ে কাছের অফিস ফোন করবে।');
    expect(card).toContain('দাম জানতে আপনার সবচেয়ে কাছের শাখায় ফোন করুন:');
    expect(card).toContain(`aria-label="${contactInBengali.label}-এ ফোন করুন: ${contactInBengali.phone}"`);
    expect(card).toContain(`>${contactInBengali.label}</span>`);
    expect(card).not.toMatch(/Leave your number|Call your nearest|Send an enquiry/);
  });

  it('on an English page stay in English, with no phrasebook sent', () => {
    expect(productListPropsOf('/brands/hp').phrases).toBeUndefined();
    const page = renderBrandPage('/brands/hp').appHtml;
    expect(page).toContain('Get Quote</button>');
    expect(page).toContain('HP Product Categories');
    expect(page).toContain(`aria-label="Branches to call for a ${product.name} quote"`);

    const card = openCardHtml('/brands/hp', product);
    expect(card).toContain('Send an enquiry</button>');
    expect(card).toContain('Leave your number; the office nearest you will call.');
    expect(card).toContain('Call your nearest branch for a quote:');
    expect(card).toContain(`aria-label="Call ${firstContact.label}: ${firstContact.phone}"`);
    expect(card).toContain('Covered by the manufacturer&#x27;s standard warranty.');
  });
});
