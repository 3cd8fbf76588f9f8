import { isActiveLink } from '#content/navigation.js';
import type { NavLink } from '#content/types.js';
import { useCurrentPath } from '#web/hooks/use-current-path.js';

type FooterQuickLinksProps = {
  links: readonly NavLink[];
  /** The path the page was rendered for. */
  serverPath: string;
  /** 'Quick Links' in the page's language. */
  heading: string;
};

export function FooterQuickLinks({ links, serverPath, heading }: FooterQuickLinksProps) {
  const pathname = useCurrentPath(serverPath);
  return (
    <nav aria-labelledby="footer-quick-links-heading">
      <h2
        id="footer-quick-links-heading"
        className="text-sm font-semibold uppercase tracking-wider text-white"
      >
        {heading}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={isActiveLink(link.href, pathname) ? 'page' : undefined}
              className="inline-block rounded py-1.5 text-slate-300 hover:text-white hover:underline aria-[current=page]:text-white"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
