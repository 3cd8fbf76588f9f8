import { type Brand, brandHref } from '#content/index.js';
import { useLocalPath, useText } from '#web/app/page-context.js';
import { LogoImage } from '#web/components/media/logo-image.js';

type ExploreBrandCardProps = { brand: Brand };

/** A link to the brand's page; the logo is decorative since the name is written beside it. */
export function ExploreBrandCard({ brand }: ExploreBrandCardProps) {
  const localPath = useLocalPath();
  const text = useText();
  return (
    <li>
      <a
        href={localPath(brandHref(brand))}
        className="group flex h-full flex-col items-center rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm transition-shadow hover:border-brand-600 hover:shadow-md motion-reduce:transition-none"
      >
        <span className="flex h-14 w-full items-center justify-center">
          <LogoImage
            src={brand.logo}
            alt=""
            width={112}
            height={48}
            className="max-h-12 w-auto max-w-full object-contain"
          />
        </span>
        <span className="mt-3 font-semibold text-slate-900 group-hover:text-brand-700">{brand.name}</span>
        <span className="mt-1 text-sm text-slate-600">
          {text('{count, plural, one {# Product} other {# Products}}', { count: brand.products.length })}
        </span>
      </a>
    </li>
  );
}
