import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteContent } from '#content/index.js';
import { sampleContent } from '#content/samples/index.js';
import { pageRenderer } from '#web/entry-server.js';
import { JobOpenings } from '#web/pages/careers/job-openings.island.js';
import { ISLAND_DATA_ID, type IslandData, islandIdentifierPrefix } from './island-registry.js';
import { islandRoot } from './untranslated-texts.js';

// A content text shown in English on a Bengali page is marked `lang="en-IN"` inside an island too,
// and the browser, given the page's island data, renders the island exactly as the server did.

/** The samples with the first job opening's title not translated into Bengali. */
function withUntranslatedTitle(): { content: SiteContent; title: string } {
  const content = structuredClone(sampleContent);
  const bengali = content.openings.translations?.bn;
  if (!bengali?.['openings.0.title']) throw new Error('the samples have the openings in Bengali');
  delete bengali['openings.0.title'];
  return { content, title: content.openings.openings[0]!.title };
}

function islandData(dataScript: string): IslandData {
  const json = dataScript.match(
    new RegExp(`<script type="application/json" id="${ISLAND_DATA_ID}">(.*)</script>`),
  );
  return JSON.parse(json?.[1] ?? '{}') as IslandData;
}

/** The index of the job openings island on the page, from its wrapper. */
function jobOpeningsIndex(appHtml: string): number {
  const index = appHtml.match(
    /data-island="[^"]*job-openings\.island\.tsx#JobOpenings" data-island-index="(\d+)"/,
  )?.[1];
  if (index === undefined) throw new Error('/careers has the job openings island');
  return Number(index);
}

describe('English texts inside islands', () => {
  const { content, title } = withUntranslatedTitle();
  const input = { content, today: '2026-01-01' };

  it('are marked lang="en-IN" on a Bengali page, the marking sent with the island data', () => {
    const { appHtml, islandData: script } = pageRenderer.renderPage('/bn/careers', input);
    expect(appHtml).toContain(`<span lang="en-IN">${title}</span>`);
    const data = islandData(script);
    const index = jobOpeningsIndex(appHtml);
    expect(data.untranslated?.tag).toBe('en-IN');
    expect(data.untranslated?.texts[index]).toContain(title);
    // A translated title is not marked.
    const translatedTitle = content.openings.translations?.bn?.['openings.1.title'];
    expect(translatedTitle).toBeTruthy();
    expect(appHtml).toContain(`>${translatedTitle}<`);
  });

  it('render in the browser from the island data exactly as on the server, so the island hydrates', () => {
    const { appHtml, islandData: script } = pageRenderer.renderPage('/bn/careers', input);
    const data = islandData(script);
    const index = jobOpeningsIndex(appHtml);
    const props = data.props[index] ?? {};
    const render = (texts: readonly string[] | undefined) =>
      renderToString(
        islandRoot(JobOpenings as never, props, texts && { tag: data.untranslated?.tag ?? '', texts }),
        { identifierPrefix: islandIdentifierPrefix(index) },
      );
    expect(appHtml).toContain(render(data.untranslated?.texts[index]));
    // Without the marking's data, the browser's render would differ from the server's.
    expect(appHtml).not.toContain(render(undefined));
  });

  it('are not marked on the English page, whose island data stays as it was', () => {
    const { appHtml, islandData: script } = pageRenderer.renderPage('/careers', input);
    expect(appHtml).not.toContain('<span lang="en-IN">');
    expect(islandData(script).untranslated).toBeUndefined();
  });
});
