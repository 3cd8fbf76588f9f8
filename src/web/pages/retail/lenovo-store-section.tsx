import { ExternalLink } from 'lucide-react';
import { useSiteContent, useText } from '#web/app/page-context.js';
import { carouselPhrasebook } from '#web/components/carousel/carousel-text.js';
import { PhotoCarousel } from '#web/components/carousel/photo-carousel.island.js';
import { FeatureCard } from '#web/components/ui/feature-card.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { Island } from '#web/islands/island.js';

/** The Lenovo store's own carousel moves on every 4 s (spec section 9 "Business constants and limits"). */
const LENOVO_PHOTOS_INTERVAL_MS = 4000;

export function LenovoStoreSection() {
  const content = useSiteContent();
  const text = useText();
  const { title, text: intro, productRange, services, findStore } = content.retailPage.lenovoStore;
  return (
    <PageSection headingId="lenovo-store-heading" title={title} intro={intro}>
      <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{text('Product Range')}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {productRange.map((product) => (
              <li key={product} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                {product}
              </li>
            ))}
          </ul>
          <h3 className="mt-8 text-lg font-semibold text-slate-900">{text('Services')}</h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-3">
            {services.map((service) => (
              <FeatureCard key={service.title} feature={service} />
            ))}
          </ul>
          <a
            href={findStore.href}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-8 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900"
          >
            {findStore.label}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{` ${text('(opens in a new tab)')}`}</span>
          </a>
        </div>
        <Island
          component={PhotoCarousel}
          props={{
            label: text('{title} photos', { title }),
            phrases: carouselPhrasebook(text, 'photo'),
            photos: content.galleries.lenovoStore,
            intervalMs: LENOVO_PHOTOS_INTERVAL_MS,
            sizes: '(min-width: 72rem) 35rem, (min-width: 64rem) 48vw, 100vw',
          }}
          hydrate="visible"
        />
      </div>
    </PageSection>
  );
}
