import type { Partner } from '#content/index.js';
import { LogoImage } from '#web/components/media/logo-image.js';
import { logoWidthClass } from '#web/components/media/logo-size.js';

type PartnerLogoListProps = {
  partners: readonly Partner[];
  /** A logo's description from the partner's name: 'HP logo'. */
  logoAlt: (name: string) => string;
  /** The second copy that makes the strip endless: hidden from screen readers, and from view when motion is reduced. */
  duplicate?: boolean;
};

/** One pass of the logo strip. The trailing padding equals the gap, so two copies tile seamlessly. */
export function PartnerLogoList({ partners, logoAlt, duplicate = false }: PartnerLogoListProps) {
  return (
    <ul
      aria-hidden={duplicate || undefined}
      className={`flex shrink-0 items-center gap-12 pr-12 motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-8 motion-reduce:pr-0 ${
        duplicate ? 'motion-reduce:hidden' : ''
      }`}
    >
      {partners.map((partner) => (
        <li key={partner.name} className="flex h-16 items-center">
          <LogoImage
            src={partner.logo}
            alt={duplicate ? '' : logoAlt(partner.name)}
            width={112}
            height={48}
            className={`${logoWidthClass[partner.size]} h-12 object-contain`}
          />
        </li>
      ))}
    </ul>
  );
}
