import { useSiteContent } from '../../app/page-context.js';
import { PageSection } from '../../components/ui/page-section.js';
import { Island } from '../../islands/island.js';
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
