import type { ReactNode } from 'react';
import { defaultLanguageOf } from '#shared/languages.js';
import { LanguageSwitcher } from '#web/components/layout/language-switcher.js';
import { MAIN_CONTENT_ID } from '#web/components/layout/layout-ids.js';
import { SiteFooter } from '#web/components/layout/site-footer.js';
import { SiteHeader } from '#web/components/layout/site-header.js';
import { SkipLink } from '#web/components/layout/skip-link.js';
import { ChatAssistant, chatPhrasebook } from '#web/features/chat/index.js';
import { ConsentManager, cookieBannerText } from '#web/features/consent/index.js';
import { LanguageOffer, type LanguageOfferText } from '#web/features/language-offer/index.js';
import { Island } from '#web/islands/island.js';
import { usePageContext } from './page-context.js';

/**
 * The pages that show the chat assistant (spec section 2 "Shared chrome"); /retail-partners is the
 * distribution page.
 */
const chatPagePaths = ['/products', '/retail', '/distribution', '/retail-partners', '/activities'];

type SiteLayoutProps = {
  /** The address the page is rendered for, '/bn/careers'. */
  path: string;
  /** The same page's default-language path, '/careers' ('/' for a page that does not exist). */
  pagePath: string;
  /** On an English page, the same page in each other language, offered to a browser preferring it. */
  languageOffers: readonly LanguageOfferText[];
  children: ReactNode;
};

/** The chrome shared by every public page, around the page rendered for `path`. */
export function SiteLayout({ path, pagePath, languageOffers, children }: SiteLayoutProps) {
  const { content, language, languages, text } = usePageContext();
  const hasChat = chatPagePaths.includes(pagePath);
  const defaultLanguage = defaultLanguageOf(languages);
  return (
    <>
      <SkipLink />
      {/* Above the sticky header and scrolling away with the page: the header keeps its height. */}
      <LanguageSwitcher
        pagePath={pagePath}
        label={text('Language')}
        className="mx-auto flex max-w-6xl justify-end px-4 pt-1 text-sm text-slate-700"
      />
      <SiteHeader path={path} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <SiteFooter path={path} pagePath={pagePath} roomForChatButton={hasChat} />
      {hasChat && (
        <Island
          component={ChatAssistant}
          props={{
            brandPartners: content.company.stats.brandPartners,
            ...(language === defaultLanguage
              ? {}
              : { language, phrases: chatPhrasebook(text, content.company.stats.brandPartners) }),
          }}
          hydrate="idle"
          clientOnly
        />
      )}
      <Island component={ConsentManager} props={{ text: cookieBannerText(text) }} />
      {languageOffers.length > 0 && (
        <Island
          component={LanguageOffer}
          props={{ offers: languageOffers, defaultCode: defaultLanguage.code }}
          hydrate="idle"
          clientOnly
        />
      )}
    </>
  );
}
