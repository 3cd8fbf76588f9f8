import { useSiteContent, useText } from '#web/app/page-context.js';
import { FeatureCard } from '#web/components/ui/feature-card.js';
import { PageSection } from '#web/components/ui/page-section.js';

export function ProductTypesSection() {
  const { productTypes } = useSiteContent().productsPage;
  const text = useText();
  return (
    <PageSection headingId="product-types-heading" title={text('Product Types')} align="center">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {productTypes.map((type) => (
          <FeatureCard key={type.title} feature={type} />
        ))}
      </ul>
    </PageSection>
  );
}
