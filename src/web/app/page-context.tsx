import { createContext, type ReactNode, use } from 'react';
import type { SiteContent } from '#content/index.js';

/**
 * What a page is rendered from on the server: the published content revision, and the day (IST)
 * it is rendered for (openings past their closing day leave the page by themselves). Server
 * components read it with `useSiteContent()`; islands get what they need as props.
 */
export type PageContext = { content: SiteContent; today: string };

const PageContextContext = createContext<PageContext | null>(null);

export function PageContextProvider({ value, children }: { value: PageContext; children: ReactNode }) {
  return <PageContextContext value={value}>{children}</PageContextContext>;
}

function usePageContext(): PageContext {
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
