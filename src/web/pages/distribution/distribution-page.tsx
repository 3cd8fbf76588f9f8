import { distributionHero } from '../../../content/index.js';
import { CompanyProfileSection } from './company-profile-section.js';
import { DistributionVideosSection } from './distribution-videos-section.js';
import { GetInTouchSection } from './get-in-touch-section.js';
import { NetworkCoverageSection } from './network-coverage-section.js';
import { PartnershipBenefitsSection } from './partnership-benefits-section.js';

/** Shown at /distribution and /retail-partners. */
export function DistributionPage() {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">
            {distributionHero.title}
          </p>
          <h1 className="mt-2 text-3xl font-bold sm:text-5xl">{distributionHero.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{distributionHero.text}</p>
          <dl className="mt-8 flex flex-wrap gap-4">
            {distributionHero.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-white/10 px-6 py-4">
                <dt className="text-sm text-brand-50">{stat.label}</dt>
                <dd className="text-3xl font-bold">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <DistributionVideosSection />
      <PartnershipBenefitsSection />
      <CompanyProfileSection />
      <NetworkCoverageSection />
      <GetInTouchSection />
    </>
  );
}
