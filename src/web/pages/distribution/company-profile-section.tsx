import { companyProfileSlideshow, partnerLogos } from '../../../content/index.js';
import { TextSlideshow } from '../../components/gallery/text-slideshow.js';
import { LogoImage } from '../../components/media/logo-image.js';

/** The company profile: its slideshow, then the partner logo strip (a missing logo shows ours). */
export function CompanyProfileSection() {
  return (
    <section aria-labelledby="company-profile-heading" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="company-profile-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        Company Profile
      </h2>
      <TextSlideshow
        label="Company profile slideshow"
        slides={companyProfileSlideshow.slides}
        intervalMs={companyProfileSlideshow.intervalMs}
        className="mt-8"
      />
      <h3 className="mt-12 text-xl font-semibold text-slate-900">Our Brand Partners</h3>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {partnerLogos.map((partner) => (
          <li
            key={partner.name}
            className="flex h-20 items-center justify-center rounded-lg border border-slate-200 bg-white p-3"
          >
            <LogoImage
              src={partner.logo}
              alt={partner.name}
              className={`${partner.width} h-12 max-w-full object-contain`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
