import { useParams } from 'react-router';
import { findBrand } from '../../../content/index.js';
import { BrandHero } from './brand-hero.js';
import { BrandNotFound } from './brand-not-found.js';
import { BrandProductsSection } from './brand-products-section.js';
import { BrandSalesContact } from './brand-sales-contact.js';

/** /brands/:brandName, matched case-insensitively against the brands in the content. */
export function BrandPage() {
  const { brandName = '' } = useParams();
  const brand = findBrand(brandName);
  if (!brand) return <BrandNotFound />;
  return (
    <>
      <BrandHero brand={brand} />
      {/* Keyed by brand so an open quote list does not carry over to another brand's page. */}
      <BrandProductsSection key={brand.slug} brand={brand} />
      <BrandSalesContact brand={brand} />
    </>
  );
}
