import { partnerLogos } from '../../../content/index.js';
import { LogoImage } from '../../components/media/logo-image.js';
import { SectionHeading } from '../../components/ui/section-heading.js';

export function PartnerLogosSection() {
  return (
    <section aria-labelledby="partner-logos-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <SectionHeading
          id="partner-logos-heading"
          intro="Authorized partnerships with the brands our customers ask for."
        >
          Our Brand Partners
        </SectionHeading>
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
          {partnerLogos.map((partner) => (
            <li
              key={partner.name}
              className="flex h-20 items-center justify-center rounded-xl border border-slate-200 bg-white p-3"
            >
              <LogoImage
                src={partner.logo}
                alt={`${partner.name} logo`}
                className={`max-h-12 max-w-full object-contain ${partner.width}`}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
