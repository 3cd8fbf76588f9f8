import { headerNavLinks } from '#content/index.js';
import { useLocalPath, useText } from '#web/app/page-context.js';
import { Island } from '#web/islands/island.js';
import { SITE_HEADER_ID } from './layout-ids.js';
import { SiteBrandLink } from './site-brand-link.js';
import { SiteNavigation } from './site-navigation.island.js';

/** The header: the brand linking home and the navigation, both in the page's language. */
export function SiteHeader({ path }: { path: string }) {
  const text = useText();
  const localPath = useLocalPath();
  const links = headerNavLinks.map((link) => ({
    label: text(link.label),
    href: localPath(link.href),
    ...('alsoActiveOn' in link && { alsoActiveOn: link.alsoActiveOn.map(localPath) }),
  }));
  // Opaque white: the 95% white with a backdrop blur it had looked the same, but made the browser
  // blur whatever scrolled under the header on every frame (issue 32). On a preview it sticks below
  // the preview banner (main.css sets the banner's height; 0 elsewhere).
  return (
    <header
      id={SITE_HEADER_ID}
      className="sticky top-(--preview-banner-height) z-40 border-b border-slate-200 bg-white"
    >
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <SiteBrandLink />
        <Island
          component={SiteNavigation}
          props={{ links, serverPath: path, labels: { navigation: text('Main'), menu: text('Menu') } }}
        />
      </div>
    </header>
  );
}
