import { useSiteContent, useText } from '#web/app/page-context.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { ProductCategoryCard } from './product-category-card.js';

/** More brands than this and a category card spans the whole row. */
const WIDE_CATEGORY_BRANDS = 6;

export function ProductCategoriesSection() {
  const productCategories = useSiteContent().productsPage.categories;
  const text = useText();
  return (
    <PageSection
      headingId="product-categories-heading"
      title={text('Our Product Range')}
      intro={text('Three lines of business, each backed by authorized brand partnerships.')}
      align="center"
    >
      {/* A category with many brands takes a whole row, so a small one is not stretched beside it. */}
      <ul className="grid items-start gap-6 md:grid-cols-2">
        {productCategories.map((category) => (
          <ProductCategoryCard
            key={category.id}
            category={category}
            wide={category.brands.length > WIDE_CATEGORY_BRANDS}
          />
        ))}
      </ul>
    </PageSection>
  );
}
