import type { NavLink } from '#content/index.js';
import { useCurrentPath } from '#web/hooks/use-current-path.js';
import { DesktopNavigation } from './desktop-navigation.js';
import type { NavigationLabels } from './mobile-navigation.js';
import { MobileNavigation } from './mobile-navigation.js';

type SiteNavigationProps = {
  links: readonly NavLink[];
  /** The path the page was rendered for. */
  serverPath: string;
  /** The navigation's name and the menu button's, in the page's language. */
  labels: NavigationLabels;
};

/** The header's navigation: links on wide screens, the burger menu on narrow ones. */
export function SiteNavigation({ links, serverPath, labels }: SiteNavigationProps) {
  const pathname = useCurrentPath(serverPath);
  return (
    <>
      <DesktopNavigation links={links} pathname={pathname} label={labels.navigation} />
      <MobileNavigation links={links} pathname={pathname} labels={labels} />
    </>
  );
}
