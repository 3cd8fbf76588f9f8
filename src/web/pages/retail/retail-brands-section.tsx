import { Link } from 'react-router';
import { brandHref, findBrand, retailBrands } from '../../../content/index.js';
import { LogoImage } from '../../components/media/logo-image.js';

export function RetailBrandsSection() {
  return (
    <section aria-labelledby="retail-brands-heading" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="retail-brands-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        Our Retail Brands
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {retailBrands.map((retailBrand) => {
          const brand = findBrand(retailBrand.brandSlug);
          return (
            <li
              key={retailBrand.name}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              {/* The name follows as a heading, so the logo adds nothing for a screen reader. */}
              <LogoImage
                src={retailBrand.logo}
                alt=""
                width={120}
                height={48}
                className="h-12 w-auto self-start"
              />
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{retailBrand.name}</h3>
              <p className="mt-2 text-slate-700">{retailBrand.description}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${retailBrand.name}: products`}>
                {retailBrand.products.map((product) => (
                  <li key={product} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                    {product}
                  </li>
                ))}
              </ul>
              {brand && (
                <Link
                  to={brandHref(brand)}
                  className="mt-6 self-start font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {`All ${brand.name} products`}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
