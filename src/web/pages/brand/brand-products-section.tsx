import { useId, useState } from 'react';
import type { Brand } from '../../../content/index.js';
import { BrandProductCard } from './brand-product-card.js';

type BrandProductsSectionProps = { brand: Brand };

/**
 * The brand's product categories. At most one Get Quote list is open: choosing another product
 * moves it there, choosing the same product again closes it.
 */
export function BrandProductsSection({ brand }: BrandProductsSectionProps) {
  const [quoteProduct, setQuoteProduct] = useState<string | undefined>(undefined);
  const idPrefix = useId();
  const toggleQuote = (productName: string) =>
    setQuoteProduct((current) => (current === productName ? undefined : productName));

  return (
    <section aria-labelledby="brand-products-heading" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="brand-products-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {brand.name} Product Categories
      </h2>
      <ul className="mt-8 grid items-start gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {brand.products.map((product, index) => (
          <BrandProductCard
            key={product.name}
            product={product}
            quoteListId={`${idPrefix}-quote-${index}`}
            quoteOpen={quoteProduct === product.name}
            onToggleQuote={() => toggleQuote(product.name)}
          />
        ))}
      </ul>
    </section>
  );
}
