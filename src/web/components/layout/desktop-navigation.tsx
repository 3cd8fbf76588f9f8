import { isNavLinkActive } from '#content/navigation.js';
import type { NavLink } from '#content/types.js';

type DesktopNavigationProps = { links: readonly NavLink[]; pathname: string; label: string };

/** The header's links on wide screens; the current page's link is marked. */
export function DesktopNavigation({ links, pathname, label }: DesktopNavigationProps) {
  return (
    <nav aria-label={label} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {links.map((link) => {
          const active = isNavLinkActive(link, pathname);
          return (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={`rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                  active
                    ? 'bg-brand-50 text-brand-700'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-brand-900'
                }`}
              >
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
