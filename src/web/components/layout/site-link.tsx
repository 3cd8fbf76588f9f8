import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isHomePagePath } from './home-section-paths.js';

type SiteLinkProps = {
  to: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  'aria-current'?: 'page';
};

/**
 * An in-site link. Links to the home page's paths keep the scroll position, because the home page
 * smooth-scrolls to its section from wherever the visitor is (a reset to the top first would jump).
 */
export function SiteLink({ to, className, children, onClick, 'aria-current': ariaCurrent }: SiteLinkProps) {
  return (
    <Link
      to={to}
      className={className}
      onClick={onClick}
      aria-current={ariaCurrent}
      preventScrollReset={isHomePagePath(to)}
    >
      {children}
    </Link>
  );
}
