import { useId, useState } from 'react';
import type { BrandProduct } from '#content/index.js';
import { type Phrasebook, sayWith } from '#web/app/phrasebook.js';
import { type EnquiryPrefill, type EnquirySetup, LazyEnquiryDialog } from '#web/features/enquiries/index.js';
import { BrandProductCard } from './brand-product-card.js';
import type { QuoteContact } from './quote-branch-list.js';

type BrandProductListProps = {
  products: readonly BrandProduct[];
  /** The branches a Get Quote list offers. */
  quoteContacts: readonly QuoteContact[];
  warrantyText: string;
  brandName: string;
  enquirySetup: EnquirySetup;
  /** The cards' texts in the page's language; none on an English page. */
  phrases?: Phrasebook;
};

/**
 * The brand's product categories. At most one Get Quote list is open: choosing another product
 * moves it there, choosing the same product again closes it.
 */
export function BrandProductList({
  products,
  quoteContacts,
  warrantyText,
  brandName,
  enquirySetup,
  phrases,
}: BrandProductListProps) {
  const [quoteProduct, setQuoteProduct] = useState<string | undefined>(undefined);
  const [enquiry, setEnquiry] = useState<EnquiryPrefill | null>(null);
  const idPrefix = useId();
  const say = sayWith(phrases);
  const toggleQuote = (productName: string) =>
    setQuoteProduct((current) => (current === productName ? undefined : productName));

  return (
    <>
      <ul className="grid items-start gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product, index) => (
          <BrandProductCard
            key={product.name}
            product={product}
            warrantyText={warrantyText}
            quoteContacts={quoteContacts}
            quoteListId={`${idPrefix}-quote-${index}`}
            quoteOpen={quoteProduct === product.name}
            onToggleQuote={() => toggleQuote(product.name)}
            onEnquire={() => setEnquiry({ brand: brandName, product: product.name })}
            say={say}
          />
        ))}
      </ul>
      <LazyEnquiryDialog prefill={enquiry} setup={enquirySetup} onClose={() => setEnquiry(null)} />
    </>
  );
}
