import { useLocation } from 'react-router';
import { footerQuickLinks, isActiveLink } from '../../../content/index.js';
import { SiteLink } from './site-link.js';

export function FooterQuickLinks() {
  const { pathname } = useLocation();
  return (
    <nav aria-labelledby="footer-quick-links-heading">
      <h2
        id="footer-quick-links-heading"
        className="text-sm font-semibold uppercase tracking-wider text-white"
      >
        Quick Links
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
        {footerQuickLinks.map((link) => (
          <li key={link.href}>
            <SiteLink
              to={link.href}
              aria-current={isActiveLink(link.href, pathname) ? 'page' : undefined}
              className="inline-block rounded py-1.5 text-slate-300 hover:text-white hover:underline aria-[current=page]:text-white"
            >
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
