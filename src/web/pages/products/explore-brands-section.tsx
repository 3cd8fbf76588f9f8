import { useSiteContent, useText } from '#web/app/page-context.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { ExploreBrandCard } from './explore-brand-card.js';

export function ExploreBrandsSection() {
  const exploreBrands = useSiteContent().brands.brands;
  const text = useText();
  return (
    <PageSection
      headingId="explore-brands-heading"
      title={text('Explore by Brand')}
      intro={text('Open a brand to see its product categories and ask for a quote.')}
      align="center"
      tone="shaded"
    >
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {exploreBrands.map((brand) => (
          <ExploreBrandCard key={brand.slug} brand={brand} />
        ))}
      </ul>
    </PageSection>
  );
}
