import { useSiteContent, useText } from '#web/app/page-context.js';
import { carouselPhrasebook } from '#web/components/carousel/carousel-text.js';
import { TextSlideshow } from '#web/components/carousel/text-slideshow.island.js';
import { PartnerLogoGrid } from '#web/components/media/partner-logo-grid.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { Island } from '#web/islands/island.js';

/** The company profile: its slideshow, then the partner logo strip (a missing logo shows ours). */
/** The company profile slideshow moves on every 10 s (spec section 9 "Business constants and limits"). */
const PROFILE_SLIDE_INTERVAL_MS = 10_000;

export function CompanyProfileSection() {
  const content = useSiteContent();
  const text = useText();
  return (
    <PageSection headingId="company-profile-heading" title={text('Company Profile')}>
      <Island
        component={TextSlideshow}
        props={{
          label: text('Company profile slideshow'),
          phrases: carouselPhrasebook(text, 'slide'),
          slides: content.distributionPage.companyProfile,
          intervalMs: PROFILE_SLIDE_INTERVAL_MS,
        }}
        hydrate="visible"
      />
      <h3 className="mt-12 text-xl font-semibold text-slate-900">{text('Our Brand Partners')}</h3>
      <div className="mt-6">
        <PartnerLogoGrid partners={content.partners.partners} />
      </div>
    </PageSection>
  );
}
