import { productTypes } from '../../../content/index.js';
import { FeatureCard } from './feature-card.js';
import { SectionHeading } from './section-heading.js';

export function ProductTypesSection() {
  return (
    <section aria-labelledby="product-types-heading" className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
      <SectionHeading id="product-types-heading" title="Product Types" />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {productTypes.map((type) => (
          <FeatureCard key={type.title} feature={type} />
        ))}
      </ul>
    </section>
  );
}
