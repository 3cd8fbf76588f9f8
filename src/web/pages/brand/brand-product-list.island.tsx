import { useId, useState } from 'react';
import type { BrandProduct } from '#content/index.js';
import { BrandProductCard } from './brand-product-card.js';
import type { QuoteContact } from './quote-branch-list.js';

type BrandProductListProps = {
  products: readonly BrandProduct[];
  /** The branches a Get Quote list offers. */
  quoteContacts: readonly QuoteContact[];
  warrantyText: string;
};

/**
 * The brand's product categories. At most one Get Quote list is open: choosing another product
 * moves it there, choosing the same product again closes it.
 */
export function BrandProductList({ products, quoteContacts, warrantyText }: BrandProductListProps) {
  const [quoteProduct, setQuoteProduct] = useState<string | undefined>(undefined);
  const idPrefix = useId();
  const toggleQuote = (productName: string) =>
    setQuoteProduct((current) => (current === productName ? undefined : productName));

  return (
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
        />
      ))}
    </ul>
  );
}
