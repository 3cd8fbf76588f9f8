import { useSiteContent } from '#web/app/page-context.js';
import { FigureTiles } from '#web/components/ui/figure-tiles.js';
import { PageHero } from '#web/components/ui/page-hero.js';
import { QuoteButton } from '#web/features/enquiries/index.js';

export function ProductsHero() {
  const { hero: productsHero } = useSiteContent().productsPage;
  const productCounters = productsHero.counters;
  return (
    <PageHero heading={productsHero.title} text={productsHero.text} align="center">
      <div className="mt-8">
        <QuoteButton variant="light" size="large" />
      </div>
      <FigureTiles figures={productCounters} className="mx-auto mt-10 grid max-w-md grid-cols-2 gap-4" />
    </PageHero>
  );
}
