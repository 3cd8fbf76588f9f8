import type { SiteContent } from '#content/index.js';
import { siteLanguages } from '#shared/languages.js';
import { createTranslators } from './interface-text.js';
import type { PageContext } from './page-context.js';

const translators = createTranslators();

/** The context an English page is rendered with, for tests that call a route's handle. */
export function englishPageContext(content: SiteContent, today: string): PageContext {
  const language = siteLanguages[0];
  const text = language && translators.get(language);
  if (!language || !text) throw new Error('The site has no default language');
  return { content, today, language, languages: siteLanguages, text };
}
