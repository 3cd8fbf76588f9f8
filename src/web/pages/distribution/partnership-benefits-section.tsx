import { useSiteContent, useText } from '#web/app/page-context.js';
import { FeatureCard } from '#web/components/ui/feature-card.js';
import { PageSection } from '#web/components/ui/page-section.js';

export function PartnershipBenefitsSection() {
  const { benefits } = useSiteContent().distributionPage;
  const text = useText();
  return (
    <PageSection headingId="partnership-benefits-heading" title={text('Partnership Benefits')} tone="shaded">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => (
          <FeatureCard key={benefit.title} feature={benefit} />
        ))}
      </ul>
    </PageSection>
  );
}
