import { company } from '../../../content/index.js';
import { openCookieSettings } from '../../features/consent/index.js';
import { useHydrated } from '../../hooks/use-hydrated.js';
import { FooterContactDetails } from './footer-contact-details.js';
import { FooterQuickLinks } from './footer-quick-links.js';

/** DB-IP's CC BY 4.0 licence for the geolocation database asks for this credit. */
const geolocationCredit = { label: 'IP geolocation by DB-IP', href: 'https://db-ip.com' } as const;

export function SiteFooter() {
  const hydrated = useHydrated();
  return (
    <footer className="bg-brand-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.2fr_1fr_1fr]">
        <div>
          <div className="flex items-center gap-3">
            {/* The name beside it says what the logo says. */}
            <img
              src={company.logo}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="size-10 rounded bg-white p-1"
            />
            <p className="font-bold leading-tight text-white">
              {company.name}
              <span className="block text-xs font-medium uppercase tracking-wider text-slate-300">
                {company.legalSuffix}
              </span>
            </p>
          </div>
          <p className="mt-4 max-w-sm text-sm">{company.tagline}.</p>
        </div>
        <FooterQuickLinks />
        <FooterContactDetails />
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          <p>
            © {company.copyrightYear} {company.legalName}. All rights reserved.
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <button
              type="button"
              onClick={openCookieSettings}
              disabled={!hydrated}
              className="rounded py-1 text-slate-300 underline-offset-4 hover:text-white hover:underline"
            >
              Cookie settings
            </button>
            <a
              href={geolocationCredit.href}
              className="rounded py-1 text-xs text-slate-300 underline underline-offset-4 hover:text-white"
            >
              {geolocationCredit.label}
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
