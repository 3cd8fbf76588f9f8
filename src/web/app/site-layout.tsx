import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '#web/components/layout/layout-ids.js';
import { SiteFooter } from '#web/components/layout/site-footer.js';
import { SiteHeader } from '#web/components/layout/site-header.js';
import { SkipLink } from '#web/components/layout/skip-link.js';
import { ChatAssistant } from '#web/features/chat/index.js';
import { ConsentManager } from '#web/features/consent/index.js';
import { Island } from '#web/islands/island.js';
import { useSiteContent } from './page-context.js';

/**
 * The pages that show the chat assistant (spec section 2 "Shared chrome"); /retail-partners is the
 * distribution page.
 */
const chatPagePaths = ['/products', '/retail', '/distribution', '/retail-partners', '/activities'];

/** The chrome shared by every public page, around the page rendered for `pathname`. */
export function SiteLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { company } = useSiteContent();
  const hasChat = chatPagePaths.includes(pathname);
  return (
    <>
      <SkipLink />
      <SiteHeader pathname={pathname} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter pathname={pathname} roomForChatButton={hasChat} />
      {hasChat && (
        <Island
          component={ChatAssistant}
          props={{ brandPartners: company.stats.brandPartners }}
          hydrate="idle"
          clientOnly
        />
      )}
      <Island component={ConsentManager} props={{}} />
    </>
  );
}
