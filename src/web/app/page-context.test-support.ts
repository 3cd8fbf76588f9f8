import type { SiteContent } from '#content/index.js';
import { defaultLanguageOf, siteLanguages } from '#shared/languages.js';
import { createTranslators } from './interface-text.js';
import type { PageContext } from './page-context.js';

const translators = createTranslators();

/** The context an English page is rendered with, for tests that call a route's handle. */
export function englishPageContext(content: SiteContent, today: string): PageContext {
  const language = defaultLanguageOf(siteLanguages);
  const text = translators.get(language);
  if (!text) throw new Error('No translator for the default language');
  return { content, today, language, languages: siteLanguages, text };
}
