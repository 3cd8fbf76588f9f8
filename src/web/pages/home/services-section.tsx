import { services } from '../../../content/index.js';
import { SectionHeading } from '../../components/ui/section-heading.js';
import { ServiceCard } from './service-card.js';

export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-heading" className="bg-slate-50 px-4 py-16 sm:py-20">
      <SectionHeading id="services-heading">Our Services</SectionHeading>
      <div className="mx-auto mt-12 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <ServiceCard key={service.title} service={service} />
        ))}
      </div>
    </section>
  );
}
