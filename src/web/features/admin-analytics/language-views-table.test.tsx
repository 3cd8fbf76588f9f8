import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageViewsTable } from './language-views-table.js';

/** The text of each cell of the table's rows (header row included), tags removed. */
function cellTexts(html: string): string[][] {
  return [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, row]) =>
    [...(row ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) =>
      (cell ?? '').replace(/<[^>]+>/g, ''),
    ),
  );
}

describe('the page views by language', () => {
  it('lists each language by its English name with its views and share of all views', () => {
    const html = renderToStaticMarkup(
      <LanguageViewsTable
        languages={[
          { code: 'en', name: 'English', page_views: 1500 },
          { code: 'bn', name: 'Bengali', page_views: 400 },
          { code: 'hi', name: 'Hindi', page_views: 100 },
        ]}
      />,
    );
    expect(html).toContain('Page Views by Language');
    expect(cellTexts(html)).toEqual([
      ['Language', 'Page views', 'Share'],
      ['English', '1,500', '75%'],
      ['Bengali', '400', '20%'],
      ['Hindi', '100', '5%'],
    ]);
  });

  it('shows no share when the timeframe has no page views', () => {
    const html = renderToStaticMarkup(
      <LanguageViewsTable
        languages={[
          { code: 'en', name: 'English', page_views: 0 },
          { code: 'bn', name: 'Bengali', page_views: 0 },
        ]}
      />,
    );
    expect(cellTexts(html).slice(1)).toEqual([
      ['English', '0', '–'],
      ['Bengali', '0', '–'],
    ]);
  });
});
