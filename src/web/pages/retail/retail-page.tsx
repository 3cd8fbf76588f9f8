import { retailHero } from '../../../content/index.js';
import { BranchesSection } from './branches-section.js';
import { HpStoresSection } from './hp-stores-section.js';
import { LenovoStoreSection } from './lenovo-store-section.js';
import { RetailBrandsSection } from './retail-brands-section.js';
import { StoreHelpSection } from './store-help-section.js';
import { StorePhotosSection } from './store-photos-section.js';

export function RetailPage() {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{retailHero.title}</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-5xl">{retailHero.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{retailHero.text}</p>
        </div>
      </section>
      <RetailBrandsSection />
      <StorePhotosSection />
      <LenovoStoreSection />
      <HpStoresSection />
      <StoreHelpSection />
      <BranchesSection />
    </>
  );
}
