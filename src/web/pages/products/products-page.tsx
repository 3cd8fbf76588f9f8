import { ExploreBrandsSection } from './explore-brands-section.js';
import { PartnerLogosSection } from './partner-logos-section.js';
import { ProductCategoriesSection } from './product-categories-section.js';
import { ProductTypesSection } from './product-types-section.js';
import { ProductsHero } from './products-hero.js';
import { WhyChooseProductsSection } from './why-choose-products-section.js';

/** The portfolio (/products): categories, brands, product types, partners and reasons to buy. */
export function ProductsPage() {
  return (
    <>
      <ProductsHero />
      <ProductCategoriesSection />
      <ExploreBrandsSection />
      <ProductTypesSection />
      <PartnerLogosSection />
      <WhyChooseProductsSection />
    </>
  );
}
