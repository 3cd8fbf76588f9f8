import { BadgeCheck, Layers } from 'lucide-react';
import type { Brand } from '#content/index.js';
import { useText } from '#web/app/page-context.js';
import { LogoImage } from '#web/components/media/logo-image.js';
import { QuoteButton } from '#web/features/enquiries/index.js';
import { BackToProductsLink } from './back-to-products-link.js';
import { categoryCountLabel } from './brand-counts.js';

type BrandHeroProps = { brand: Brand };

/** The brand's own colours (content.test.ts keeps them dark enough for white text). */
function heroBackground(brand: Brand) {
  return { backgroundImage: `linear-gradient(135deg, ${brand.gradient.from}, ${brand.gradient.to})` };
}

export function BrandHero({ brand }: BrandHeroProps) {
  const text = useText();
  return (
    <section aria-labelledby="brand-heading" className="text-white" style={heroBackground(brand)}>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-16">
        <BackToProductsLink className="rounded font-medium text-white underline-offset-4 hover:underline" />
        <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center sm:gap-10">
          <div className="flex h-28 w-full max-w-56 shrink-0 items-center justify-center rounded-2xl bg-white p-4 shadow-lg">
            <LogoImage
              src={brand.logo}
              alt={text('{brand} logo', { brand: brand.name })}
              width={192}
              height={80}
              className="max-h-20 w-auto max-w-full object-contain"
            />
          </div>
          <div className="min-w-0">
            <h1 id="brand-heading" className="text-4xl font-bold tracking-tight sm:text-5xl">
              {brand.name}
            </h1>
            <p className="mt-4 max-w-2xl text-lg leading-relaxed">{brand.description}</p>
            <ul className="mt-6 flex flex-wrap gap-3 text-sm font-semibold">
              <li className="inline-flex items-center gap-2 rounded-full border border-white/60 px-4 py-2">
                <Layers aria-hidden="true" className="size-4" />
                {categoryCountLabel(brand, text)}
              </li>
              <li className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-slate-900">
                <BadgeCheck aria-hidden="true" className="size-4 text-green-700" />
                {text('Authorized Partner')}
              </li>
            </ul>
            <div className="mt-6">
              <QuoteButton brand={brand.name} variant="light" size="large" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
