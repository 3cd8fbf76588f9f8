import { describe, expect, it } from 'vitest';
import { sampleContent } from '#content/samples/index.js';
import { pathInLanguage, siteLanguages } from '#shared/languages.js';
import { pageRenderer } from './entry-server.js';

// Issue 47's bar: every route of the sitemap, in Bengali and in Hindi, has at least half the
// letters of its main text in that language's script (the samples' translations included).

const input = { content: sampleContent, today: '2026-01-01' };

const scripts: Record<string, RegExp> = {
  bn: /\p{Script=Bengali}/u,
  hi: /\p{Script=Devanagari}/u,
};

/** The visible words of a page's `<main>`: its text nodes, without tags, scripts or island data. */
function mainText(appHtml: string): string {
  const main = appHtml.match(/<main\b[^>]*>([\s\S]*)<\/main>/)?.[1] ?? '';
  return main
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<template\b[\s\S]*?<\/template>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

/** The share of a text's letters written in `script` (0 to 1). */
function shareInScript(text: string, script: RegExp): number {
  const letters = [...text].filter((character) => /\p{L}|\p{M}/u.test(character));
  if (letters.length === 0) return 0;
  return letters.filter((character) => script.test(character)).length / letters.length;
}

const routes = pageRenderer.sitemapPaths(sampleContent);

describe.each(siteLanguages.filter((language) => language.code in scripts))(
  'every page in $englishName',
  (language) => {
    const script = scripts[language.code] as RegExp;

    it.each(routes)('%s has at least half its main text, title and description in the script', (route) => {
      const { appHtml, headTags } = pageRenderer.renderPage(pathInLanguage(route, language), input);
      const share = shareInScript(mainText(appHtml), script);
      expect(share, `${Math.round(share * 100)}% of ${route}'s main text`).toBeGreaterThanOrEqual(0.5);
      // The page's own title, before ' | ' and the company's name.
      const title = headTags.match(/<title>(.*?)(?: \| [^|<]*)?<\/title>/)?.[1] ?? '';
      expect(shareInScript(title, script), `${route}'s title: ${title}`).toBeGreaterThanOrEqual(0.5);
      const description = headTags.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
      expect(shareInScript(description, script), `${route}'s description`).toBeGreaterThanOrEqual(0.5);
    });
  },
);
