import { useSiteContent, useText } from '#web/app/page-context.js';
import { phrasebookOf } from '#web/app/phrasebook.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { Island } from '#web/islands/island.js';
import { PartnerLogoStrip } from './partner-logo-strip.island.js';
import { partnerLogoStripTexts } from './partner-logo-strip-text.js';

/** 'Trusted Technology Partners': the endless logo strip, across the whole width. */
export function PartnersStripSection() {
  const { company, partners } = useSiteContent();
  const text = useText();
  return (
    <PageSection
      headingId="partners-heading"
      title={text('Trusted Technology Partners')}
      intro={text('{brandPartners} brand partners we distribute and support.', {
        brandPartners: company.stats.brandPartners,
      })}
      align="center"
      fullWidth
    >
      <Island
        component={PartnerLogoStrip}
        props={{
          partners: partners.partners,
          phrases: phrasebookOf(text, Object.values(partnerLogoStripTexts)),
        }}
        hydrate="visible"
      />
    </PageSection>
  );
}
