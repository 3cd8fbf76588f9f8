import { productCategories } from '../../../content/index.js';
import { SectionHeading } from '../../components/ui/section-heading.js';
import { ProductCategoryCard } from './product-category-card.js';

export function ProductCategoriesSection() {
  return (
    <section aria-labelledby="product-categories-heading" className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
      <SectionHeading
        id="product-categories-heading"
        intro="Three lines of business, each backed by authorized brand partnerships."
      >
        Our Product Range
      </SectionHeading>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {productCategories.map((category) => (
          <ProductCategoryCard key={category.id} category={category} />
        ))}
      </ul>
    </section>
  );
}
