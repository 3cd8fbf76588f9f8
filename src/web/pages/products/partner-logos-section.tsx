import { useSiteContent, useText } from '#web/app/page-context.js';
import { PartnerLogoGrid } from '#web/components/media/partner-logo-grid.js';
import { PageSection } from '#web/components/ui/page-section.js';

export function PartnerLogosSection() {
  const partnerLogos = useSiteContent().partners.partners;
  const text = useText();
  return (
    <PageSection
      headingId="partner-logos-heading"
      title={text('Our Brand Partners')}
      intro={text('Authorized partnerships with the brands our customers ask for.')}
      align="center"
      tone="shaded"
    >
      <PartnerLogoGrid partners={partnerLogos} />
    </PageSection>
  );
}
