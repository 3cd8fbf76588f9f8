import { useSiteContent } from '#web/app/page-context.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { Island } from '#web/islands/island.js';
import { PartnerLogoStrip } from './partner-logo-strip.island.js';

/** 'Trusted Technology Partners': the endless logo strip, across the whole width. */
export function PartnersStripSection() {
  const { company, partners } = useSiteContent();
  return (
    <PageSection
      headingId="partners-heading"
      title="Trusted Technology Partners"
      intro={`${company.stats.brandPartners} brand partners we distribute and support.`}
      align="center"
      fullWidth
    >
      <Island component={PartnerLogoStrip} props={{ partners: partners.partners }} hydrate="visible" />
    </PageSection>
  );
}
