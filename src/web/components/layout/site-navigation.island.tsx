import type { NavLink } from '#content/index.js';
import { useCurrentPath } from '#web/hooks/use-current-path.js';
import { DesktopNavigation } from './desktop-navigation.js';
import { MobileNavigation } from './mobile-navigation.js';

type SiteNavigationProps = {
  links: readonly NavLink[];
  /** The path the page was rendered for. */
  serverPath: string;
};

/** The header's navigation: links on wide screens, the burger menu on narrow ones. */
export function SiteNavigation({ links, serverPath }: SiteNavigationProps) {
  const pathname = useCurrentPath(serverPath);
  return (
    <>
      <DesktopNavigation links={links} pathname={pathname} />
      <MobileNavigation links={links} pathname={pathname} />
    </>
  );
}
