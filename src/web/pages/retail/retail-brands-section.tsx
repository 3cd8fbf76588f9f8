import { brandHref, findBrand } from '#content/index.js';
import { useLocalPath, useSiteContent, useText } from '#web/app/page-context.js';
import { LogoImage } from '#web/components/media/logo-image.js';
import { PageSection } from '#web/components/ui/page-section.js';

export function RetailBrandsSection() {
  const content = useSiteContent();
  const localPath = useLocalPath();
  const text = useText();
  return (
    <PageSection headingId="retail-brands-heading" title={text('Our Retail Brands')}>
      <ul className="grid gap-6 md:grid-cols-2">
        {content.retailPage.retailBrands.map((retailBrand) => {
          const brand = findBrand(content, retailBrand.brandSlug);
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
              <ul
                className="mt-4 flex flex-wrap gap-2"
                aria-label={text('{brand}: products', { brand: retailBrand.name })}
              >
                {retailBrand.products.map((product) => (
                  <li key={product} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                    {product}
                  </li>
                ))}
              </ul>
              {brand && (
                <a
                  href={localPath(brandHref(brand))}
                  className="mt-6 self-start font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {text('All {brand} products', { brand: brand.name })}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
