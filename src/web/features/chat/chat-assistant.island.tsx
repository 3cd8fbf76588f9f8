import type { SiteLanguage } from '#shared/languages.js';
import { type Phrasebook, sayWith } from '#web/app/phrasebook.js';
import { ChatErrorBoundary } from './chat-error-boundary.js';
import { chatSitePathIn } from './chat-site-path.js';
import { ChatWidget } from './chat-widget.js';

/**
 * The chat assistant on the pages that have it (spec section 2 "Shared chrome"). Rendered in the
 * browser only, once the page is idle (it reads the conversation from session storage), so it costs
 * the first paint nothing; a crash inside it removes the widget, not the page.
 */
export function ChatAssistant({
  brandPartners,
  language,
  phrases,
}: {
  brandPartners: string;
  /** The page's language when it is not the default one: the replies' site links open in it. */
  language?: SiteLanguage;
  /** The widget's texts in the page's language (none on an English page): see chat-text.ts. */
  phrases?: Phrasebook;
}) {
  return (
    <ChatErrorBoundary>
      <ChatWidget
        brandPartners={brandPartners}
        sitePath={chatSitePathIn(language)}
        say={sayWith(phrases)}
        languageCode={language?.code}
      />
    </ChatErrorBoundary>
  );
}
