import { useSiteContent } from '#web/app/page-context.js';
import { PageHero } from '#web/components/ui/page-hero.js';
import { BranchesSection } from './branches-section.js';
import { HpStoresSection } from './hp-stores-section.js';
import { LenovoStoreSection } from './lenovo-store-section.js';
import { RetailBrandsSection } from './retail-brands-section.js';
import { StoreHelpSection } from './store-help-section.js';
import { StorePhotosSection } from './store-photos-section.js';

export function RetailPage() {
  const { hero } = useSiteContent().retailPage;
  return (
    <>
      <PageHero eyebrow={hero.title} heading={hero.heading} text={hero.text} />
      <RetailBrandsSection />
      <StorePhotosSection />
      <LenovoStoreSection />
      <HpStoresSection />
      <StoreHelpSection />
      <BranchesSection />
    </>
  );
}
