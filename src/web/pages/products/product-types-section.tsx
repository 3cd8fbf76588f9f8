import { productTypes } from '../../../content/index.js';
import { SectionHeading } from '../../components/ui/section-heading.js';
import { FeatureCard } from './feature-card.js';

export function ProductTypesSection() {
  return (
    <section aria-labelledby="product-types-heading" className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
      <SectionHeading id="product-types-heading">Product Types</SectionHeading>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {productTypes.map((type) => (
          <FeatureCard key={type.title} feature={type} />
        ))}
      </ul>
    </section>
  );
}
