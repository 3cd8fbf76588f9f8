import type { Partner } from '#content/index.js';
import { useText } from '#web/app/page-context.js';
import { LogoImage } from './logo-image.js';
import { logoWidthClass } from './logo-size.js';

/** The brand partners' logos in tiles (a logo that fails to load shows the company's instead). */
export function PartnerLogoGrid({ partners }: { partners: readonly Partner[] }) {
  const text = useText();
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
      {partners.map((partner) => (
        <li
          key={partner.name}
          className="flex h-20 items-center justify-center rounded-xl border border-slate-200 bg-white p-3"
        >
          <LogoImage
            src={partner.logo}
            alt={text('{name} logo', { name: partner.name })}
            className={`max-h-12 max-w-full object-contain ${logoWidthClass[partner.size]}`}
          />
        </li>
      ))}
    </ul>
  );
}
