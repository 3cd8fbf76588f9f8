import { consentBanner } from '#content/consent.js';
import { footerQuickLinks, legalName } from '#content/index.js';
import { useLocalPath, useSiteContent, useText } from '#web/app/page-context.js';
import { LogoImage } from '#web/components/media/logo-image.js';
import { CookieSettingsButton } from '#web/features/consent/index.js';
import { Island } from '#web/islands/island.js';
import { FooterContactDetails } from './footer-contact-details.js';
import { FooterQuickLinks } from './footer-quick-links.island.js';
import { LanguageSwitcher } from './language-switcher.js';
import { SITE_FOOTER_ID } from './layout-ids.js';

/** DB-IP's CC BY 4.0 licence for the geolocation database asks for this credit. */
const geolocationCredit = { label: 'IP geolocation by DB-IP', href: 'https://db-ip.com' } as const;

type SiteFooterProps = {
  /** The address the page is rendered for, '/bn/careers'. */
  path: string;
  /** The same page's default-language path, '/careers'. */
  pagePath: string;
  /** The page has the floating chat button: room below the last links, so it never covers them. */
  roomForChatButton: boolean;
};

export function SiteFooter({ path, pagePath, roomForChatButton }: SiteFooterProps) {
  const content = useSiteContent();
  const text = useText();
  const localPath = useLocalPath();
  const quickLinks = footerQuickLinks.map((link) => ({
    label: text(link.label),
    href: localPath(link.href),
  }));
  const { company } = content;
  return (
    <footer id={SITE_FOOTER_ID} className="bg-brand-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.2fr_1fr_1fr]">
        <div>
          <div className="flex items-center gap-3">
            {/* The name beside it says what the logo says. */}
            <LogoImage
              src={company.logo}
              alt=""
              width={40}
              height={40}
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
        <Island
          component={FooterQuickLinks}
          props={{ links: quickLinks, serverPath: path, heading: text('Quick Links') }}
          hydrate="visible"
        />
        <FooterContactDetails />
      </div>
      <div className="border-t border-white/15">
        <div
          className={`mx-auto flex max-w-6xl flex-col gap-3 px-4 pt-6 text-sm sm:flex-row ${roomForChatButton ? 'pb-24' : 'pb-6'} sm:flex-wrap sm:items-center sm:justify-between`}
        >
          <p>
            {text('© {year} {name}. All rights reserved.', {
              year: String(company.copyrightYear),
              name: legalName(content),
            })}
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <Island
              component={CookieSettingsButton}
              props={{ label: text(consentBanner.settings) }}
              hydrate="visible"
            />
            <LanguageSwitcher
              pagePath={pagePath}
              label={text('Choose a language')}
              className="text-slate-300"
            />
            <a
              href={geolocationCredit.href}
              className="rounded py-1 text-xs text-slate-300 underline underline-offset-4 hover:text-white"
            >
              {text(geolocationCredit.label)}
            </a>
          </div>
        </div>
      </div>
    </footer>
  );
}
