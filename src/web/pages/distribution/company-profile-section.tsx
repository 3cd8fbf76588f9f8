import { useSiteContent } from '../../app/page-context.js';
import { TextSlideshow } from '../../components/carousel/text-slideshow.island.js';
import { PartnerLogoGrid } from '../../components/media/partner-logo-grid.js';
import { PageSection } from '../../components/ui/page-section.js';
import { Island } from '../../islands/island.js';

/** The company profile: its slideshow, then the partner logo strip (a missing logo shows ours). */
/** The company profile slideshow moves on every 10 s (spec section 9 "Business constants and limits"). */
const PROFILE_SLIDE_INTERVAL_MS = 10_000;

export function CompanyProfileSection() {
  const content = useSiteContent();
  return (
    <PageSection headingId="company-profile-heading" title="Company Profile">
      <Island
        component={TextSlideshow}
        props={{
          label: 'Company profile slideshow',
          slides: content.distributionPage.companyProfile,
          intervalMs: PROFILE_SLIDE_INTERVAL_MS,
        }}
        hydrate="visible"
      />
      <h3 className="mt-12 text-xl font-semibold text-slate-900">Our Brand Partners</h3>
      <div className="mt-6">
        <PartnerLogoGrid partners={content.partners.partners} />
      </div>
    </PageSection>
  );
}
