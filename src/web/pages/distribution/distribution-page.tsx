import { useSiteContent } from '#web/app/page-context.js';
import { FigureTiles } from '#web/components/ui/figure-tiles.js';
import { PageHero } from '#web/components/ui/page-hero.js';
import { QuoteButton } from '#web/features/enquiries/index.js';
import { CompanyProfileSection } from './company-profile-section.js';
import { DistributionVideosSection } from './distribution-videos-section.js';
import { GetInTouchSection } from './get-in-touch-section.js';
import { NetworkCoverageSection } from './network-coverage-section.js';
import { PartnershipBenefitsSection } from './partnership-benefits-section.js';

/** Shown at /distribution and /retail-partners. */
export function DistributionPage() {
  const distributionHero = useSiteContent().distributionPage.hero;
  return (
    <>
      <PageHero
        eyebrow={distributionHero.title}
        heading={distributionHero.heading}
        text={distributionHero.text}
      >
        <div className="mt-8">
          <QuoteButton variant="light" size="large" />
        </div>
        <FigureTiles figures={distributionHero.stats} className="mt-8 flex flex-wrap gap-4" />
      </PageHero>
      <DistributionVideosSection />
      <PartnershipBenefitsSection />
      <CompanyProfileSection />
      <NetworkCoverageSection />
      <GetInTouchSection />
    </>
  );
}
