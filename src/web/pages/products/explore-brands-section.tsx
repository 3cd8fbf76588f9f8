import { exploreBrands } from '../../../content/index.js';
import { ExploreBrandCard } from './explore-brand-card.js';
import { SectionHeading } from './section-heading.js';

export function ExploreBrandsSection() {
  return (
    <section aria-labelledby="explore-brands-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <SectionHeading
          id="explore-brands-heading"
          title="Explore by Brand"
          intro="Open a brand to see its product categories and ask for a quote."
        />
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {exploreBrands.map((brand) => (
            <ExploreBrandCard key={brand.slug} brand={brand} />
          ))}
        </ul>
      </div>
    </section>
  );
}
