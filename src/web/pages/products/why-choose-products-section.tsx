import { useSiteContent, useText } from '#web/app/page-context.js';
import { FeatureCard } from '#web/components/ui/feature-card.js';
import { PageSection } from '#web/components/ui/page-section.js';

export function WhyChooseProductsSection() {
  const whyChooseProducts = useSiteContent().productsPage.whyChoose;
  const text = useText();
  return (
    <PageSection
      headingId="why-choose-products-heading"
      title={text('Why Choose Our Products')}
      align="center"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {whyChooseProducts.map((reason) => (
          <FeatureCard key={reason.title} feature={reason} />
        ))}
      </ul>
    </PageSection>
  );
}
