import { useLocation } from 'react-router';
import { headerNavLinks, isNavLinkActive } from '../../../content/index.js';
import { SiteLink } from './site-link.js';

/** The header's links on wide screens; the current page's link is marked. */
export function DesktopNavigation() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {headerNavLinks.map((link) => {
          const active = isNavLinkActive(link, pathname);
          return (
            <li key={link.href}>
              <SiteLink
                to={link.href}
                aria-current={active ? 'page' : undefined}
                className={`rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                  active
                    ? 'bg-brand-50 text-brand-700'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-brand-900'
                }`}
              >
                {link.label}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
