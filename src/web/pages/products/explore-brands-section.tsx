import { exploreBrands } from '../../../content/index.js';
import { SectionHeading } from '../../components/ui/section-heading.js';
import { ExploreBrandCard } from './explore-brand-card.js';

export function ExploreBrandsSection() {
  return (
    <section aria-labelledby="explore-brands-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <SectionHeading
          id="explore-brands-heading"
          intro="Open a brand to see its product categories and ask for a quote."
        >
          Explore by Brand
        </SectionHeading>
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {exploreBrands.map((brand) => (
            <ExploreBrandCard key={brand.slug} brand={brand} />
          ))}
        </ul>
      </div>
    </section>
  );
}
