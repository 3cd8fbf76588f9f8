import {
  type Branch,
  branchLabel,
  branchPhone,
  findBrand,
  productWarrantyText,
  quoteBranches,
} from '#content/index.js';
import { useSiteContent, useText } from '#web/app/page-context.js';
import type { RouteParams } from '#web/app/page-meta.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { useEnquirySetup } from '#web/features/enquiries/index.js';
import { Island } from '#web/islands/island.js';
import { BrandHero } from './brand-hero.js';
import { BrandNotFound } from './brand-not-found.js';
import { BrandProductList } from './brand-product-list.island.js';
import { brandProductPhrasebook, brandProductsHeading } from './brand-product-text.js';
import { BrandSalesContact } from './brand-sales-contact.js';
import type { QuoteContact } from './quote-branch-list.js';

function quoteContactOf(branch: Branch): QuoteContact {
  return { id: branch.id, label: branchLabel(branch), phone: branchPhone(branch) };
}

/** /brands/:brandName, matched case-insensitively against the brands in the content. */
export function BrandPage({ params }: { params: RouteParams }) {
  const content = useSiteContent();
  const enquirySetup = useEnquirySetup();
  const text = useText();
  const brand = findBrand(content, params.brandName ?? '');
  if (!brand) return <BrandNotFound />;
  return (
    <>
      <BrandHero brand={brand} />
      <PageSection
        headingId="brand-products-heading"
        title={text(brandProductsHeading, { brand: brand.name })}
      >
        <Island
          component={BrandProductList}
          props={{
            products: brand.products,
            quoteContacts: quoteBranches(content).map(quoteContactOf),
            warrantyText: text(productWarrantyText),
            brandName: brand.name,
            enquirySetup,
            phrases: brandProductPhrasebook(text),
          }}
        />
      </PageSection>
      <BrandSalesContact brand={brand} />
    </>
  );
}
