import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LanguageChecklist } from '#shared/content.js';
import { LanguageChecklistLines } from './language-checklist.js';

const titles: Record<string, string> = { branches: 'Branches and offices', careersPage: 'Careers page' };

/** What a person reads of the lines: the markup's text, tags gone, spaces as on screen. */
function words(languages: LanguageChecklist[]): string {
  const html = renderToStaticMarkup(
    <LanguageChecklistLines
      languages={languages}
      titleOf={(collection) => titles[collection] ?? collection}
      onOpenField={() => {}}
    />,
  );
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

describe('LanguageChecklistLines', () => {
  it('counts the texts not translated by language and collection, and names the sample translations', () => {
    const text = words([
      {
        language: 'bn',
        name: 'Bengali',
        untranslated: [
          { collection: 'branches', count: 4, firstPath: 'offices.3.name' },
          { collection: 'careersPage', count: 8, firstPath: 'hero.title' },
        ],
        outdated: [],
        sampleTranslations: 500,
      },
      { language: 'hi', name: 'Hindi', untranslated: [], outdated: [], sampleTranslations: 1 },
    ]);
    expect(text).toContain(
      'Bengali: 12 texts not translated (Branches and offices 4, Careers page 8). Their pages show them in English.',
    );
    expect(text).toContain('Hindi: every text is translated.');
    expect(text).toContain(
      'The Bengali and Hindi texts are sample translations, for a native speaker to check before launch (Bengali 500 texts, Hindi 1 text still as the samples wrote them).',
    );
  });

  it('says nothing of samples once every translation has been changed', () => {
    const text = words([
      { language: 'bn', name: 'Bengali', untranslated: [], outdated: [], sampleTranslations: 0 },
    ]);
    expect(text).toBe('Bengali: every text is translated.');
  });

  it('counts the translations whose English changed since, by collection', () => {
    const text = words([
      {
        language: 'hi',
        name: 'Hindi',
        untranslated: [],
        outdated: [
          { collection: 'branches', count: 1, firstPath: 'offices.3.name' },
          { collection: 'careersPage', count: 2, firstPath: 'hero.text' },
        ],
        sampleTranslations: 0,
      },
    ]);
    expect(text).toBe(
      'Hindi: every text is translated.Hindi: 3 translations may be out of date, their English changed since (Branches and offices 1, Careers page 2).',
    );
  });
});
