import { type Location, Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer.js';
import { SiteHeader } from '../components/layout/site-header.js';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link.js';
import { ChatWidgetLoader } from '../features/chat/index.js';
import { ConsentManager } from '../features/consent/index.js';
import { useDocumentMeta } from './use-document-meta.js';

/**
 * Scroll positions are saved per history entry. A page opened by a full load has no entry key of
 * its own (every such load is 'default'), so its path stands in: otherwise one page would open at
 * the position saved for another.
 */
function scrollPositionKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/** The chrome shared by every public page. */
export function RootLayout() {
  useDocumentMeta();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {/* A new page starts at the top and Back returns to where the visitor was. (Outside the
          framework mode it renders no inline script.) */}
      <ScrollRestoration getKey={scrollPositionKey} />
      <ChatWidgetLoader />
      <ConsentManager />
    </>
  );
}
