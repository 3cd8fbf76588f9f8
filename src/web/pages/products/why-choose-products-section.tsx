import { whyChooseProducts } from '../../../content/index.js';
import { SectionHeading } from '../../components/ui/section-heading.js';
import { FeatureCard } from './feature-card.js';

export function WhyChooseProductsSection() {
  return (
    <section aria-labelledby="why-choose-products-heading" className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
      <SectionHeading id="why-choose-products-heading">Why Choose Our Products</SectionHeading>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {whyChooseProducts.map((reason) => (
          <FeatureCard key={reason.title} feature={reason} />
        ))}
      </ul>
    </section>
  );
}
