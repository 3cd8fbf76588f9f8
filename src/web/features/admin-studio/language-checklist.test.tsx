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
        samples: [
          { collection: 'branches', count: 40, firstPath: 'translations.bn.offices.patna.name' },
          { collection: 'careersPage', count: 460, firstPath: 'translations.bn.hero.title' },
        ],
      },
      {
        language: 'hi',
        name: 'Hindi',
        untranslated: [],
        outdated: [],
        samples: [{ collection: 'careersPage', count: 1, firstPath: 'translations.hi.hero.title' }],
      },
    ]);
    expect(text).toContain(
      'Bengali: 12 texts not translated (Branches and offices 4, Careers page 8). Their pages show them in English.',
    );
    expect(text).toContain('Hindi: every text is translated.');
    expect(text).toContain(
      'The Bengali and Hindi texts are sample translations, for a native speaker to check before launch (Bengali 500 texts: Branches and offices 40, Careers page 460; Hindi 1 text: Careers page 1, still as the samples wrote them).',
    );
  });

  it('says nothing of samples once every translation has been changed or checked', () => {
    const text = words([{ language: 'bn', name: 'Bengali', untranslated: [], outdated: [], samples: [] }]);
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
        samples: [],
      },
    ]);
    expect(text).toBe(
      'Hindi: every text is translated.Hindi: 3 translations may be out of date, their English changed since (Branches and offices 1, Careers page 2).',
    );
  });
});
