import { BadgeCheck } from 'lucide-react';
import { authenticityLabel, findPartner, type ProductCategory } from '#content/index.js';
import { useSiteContent, useText } from '#web/app/page-context.js';
import { LogoImage } from '#web/components/media/logo-image.js';

type ProductCategoryCardProps = { category: ProductCategory; wide: boolean };

export function ProductCategoryCard({ category, wide }: ProductCategoryCardProps) {
  const content = useSiteContent();
  const text = useText();
  return (
    <li
      className={`flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm ${wide ? 'md:col-span-2' : ''}`}
    >
      <h3 className="text-xl font-semibold text-slate-900">{category.title}</h3>
      <p className="mt-2 text-slate-700">{category.description}</p>
      <ul className="mt-5 flex flex-wrap items-center gap-3">
        {category.brands.map((name) => {
          const partner = findPartner(content, name);
          return (
            <li key={name} className="flex h-12 w-20 items-center justify-center rounded-lg bg-slate-50 p-2">
              {partner ? (
                <LogoImage
                  src={partner.logo}
                  alt={text('{brand} logo', { brand: name })}
                  width={80}
                  height={32}
                  className="max-h-8 w-auto max-w-full object-contain"
                />
              ) : (
                <span className="text-xs font-semibold text-slate-700">{name}</span>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4 text-sm font-semibold">
        <span className="text-brand-700">
          {text('{count, plural, one {# Brand} other {# Brands}}', { count: category.brands.length })}
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-3 py-1 text-green-800">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {text(authenticityLabel)}
        </span>
      </div>
    </li>
  );
}
