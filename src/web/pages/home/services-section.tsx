import { useSiteContent, useText } from '#web/app/page-context.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { ServiceCard } from './service-card.js';

export function ServicesSection() {
  const { services } = useSiteContent().services;
  const text = useText();
  return (
    <PageSection
      id="services"
      headingId="services-heading"
      title={text('Our Services')}
      align="center"
      tone="shaded"
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <ServiceCard key={service.title} service={service} />
        ))}
      </div>
    </PageSection>
  );
}
