import { ArrowLeftRight, CreditCard, ExternalLink, type LucideIcon, ShieldCheck } from 'lucide-react';
import { lenovoExclusiveStore } from '../../../content/index.js';
import { PhotoCarousel } from '../../components/gallery/photo-carousel.js';

type LenovoServiceIcon = (typeof lenovoExclusiveStore.services)[number]['icon'];

const serviceIcons: Record<LenovoServiceIcon, LucideIcon> = { CreditCard, ArrowLeftRight, ShieldCheck };

export function LenovoStoreSection() {
  const { title, text, carousel, productRange, services, findStore } = lenovoExclusiveStore;
  return (
    <section aria-labelledby="lenovo-store-heading" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <h2 id="lenovo-store-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{text}</p>
          <h3 className="mt-8 text-lg font-semibold text-slate-900">Product Range</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {productRange.map((product) => (
              <li key={product} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                {product}
              </li>
            ))}
          </ul>
          <h3 className="mt-8 text-lg font-semibold text-slate-900">Services</h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-3">
            {services.map((service) => {
              const Icon = serviceIcons[service.icon];
              return (
                <li key={service.title} className="rounded-lg border border-slate-200 bg-white p-4">
                  <Icon aria-hidden="true" className="size-6 text-brand-700" />
                  <p className="mt-2 font-semibold text-slate-900">{service.title}</p>
                  <p className="mt-1 text-sm text-slate-700">{service.description}</p>
                </li>
              );
            })}
          </ul>
          <a
            href={findStore.href}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900"
          >
            {findStore.label}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        <PhotoCarousel
          label={`${title} photos`}
          photos={carousel.photos}
          intervalMs={carousel.intervalMs}
          sizes="(min-width: 72rem) 35rem, (min-width: 64rem) 48vw, 100vw"
        />
      </div>
    </section>
  );
}
