import { DesktopNavigation } from './desktop-navigation.js';
import { MobileNavigation } from './mobile-navigation.js';
import { SiteBrandLink } from './site-brand-link.js';

/** The home page measures this element to scroll its sections clear of the sticky header. */
export const SITE_HEADER_ID = 'site-header';

export function SiteHeader() {
  return (
    <header
      id={SITE_HEADER_ID}
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <SiteBrandLink />
        <DesktopNavigation />
        <MobileNavigation />
      </div>
    </header>
  );
}
