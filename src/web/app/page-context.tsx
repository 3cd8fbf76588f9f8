import { createContext, type ReactNode, use } from 'react';
import type { SiteContent } from '#content/index.js';
import { pathInLanguage, type SiteLanguage } from '#shared/languages.js';
import type { Translate } from './interface-text.js';

/**
 * What a page is rendered from on the server: the published content revision, the day (IST) it
 * is rendered for (openings past their closing day leave the page by themselves), and its
 * language with the site's languages and the translator of its interface texts. Server
 * components read it with the hooks below; islands get what they need as props.
 */
export type PageContext = {
  content: SiteContent;
  today: string;
  language: SiteLanguage;
  languages: readonly SiteLanguage[];
  /** An interface text in the page's language (its English source when not translated). */
  text: Translate;
};

const PageContextContext = createContext<PageContext | null>(null);

export function PageContextProvider({ value, children }: { value: PageContext; children: ReactNode }) {
  return <PageContextContext value={value}>{children}</PageContextContext>;
}

export function usePageContext(): PageContext {
  const context = use(PageContextContext);
  if (!context) throw new Error('A page component rendered outside renderPage (no published content)');
  return context;
}

/** The published content revision the page is rendered from. */
export function useSiteContent(): SiteContent {
  return usePageContext().content;
}

/** The IST day the page is rendered for, '2026-11-23'. */
export function useToday(): string {
  return usePageContext().today;
}

/** The page's translator of interface texts. */
export function useText(): Translate {
  return usePageContext().text;
}

/**
 * A site path ('/careers') in the page's language ('/bn/careers'): internal links stay in it. A
 * link elsewhere (an address with its own host, a hash, tel: and mailto:) is left as it is.
 */
export function useLocalPath(): (href: string) => string {
  const { language, languages } = usePageContext();
  return (href) => (/^\/(?!\/)/.test(href) ? pathInLanguage(href, language, languages) : href);
}
