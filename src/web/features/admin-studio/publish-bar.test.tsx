import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContentPreview } from '#shared/content.js';
import { type EditorStatus, PublishBar } from './publish-bar.js';

const preview: ContentPreview = {
  expiresAt: '2026-11-29T12:00:00.000Z',
  pages: [
    {
      path: '/',
      previewPath: '/preview/preview-token/',
      inOtherLanguages: [{ language: 'bn', name: 'Bengali', previewPath: '/preview/preview-token/bn' }],
    },
    {
      path: '/retail',
      previewPath: '/preview/preview-token/retail',
      inOtherLanguages: [
        { language: 'bn', name: 'Bengali', previewPath: '/preview/preview-token/bn/retail' },
      ],
    },
  ],
};

type Bar = {
  status: EditorStatus;
  unpublished: boolean;
  publishedChanges?: readonly string[];
  withPreview?: boolean;
  /** The language shown beside English, which can be published alone. */
  language?: string;
};

/** The bar's markup for the editor of Branches and offices. */
function bar({ status, unpublished, publishedChanges, withPreview = false, language }: Bar): string {
  return renderToStaticMarkup(
    <PublishBar
      formId="editor-form"
      status={status}
      title="Branches and offices"
      publishedChanges={publishedChanges}
      unpublished={unpublished}
      autosaveText="Draft saved 10:42"
      preview={withPreview ? { preview, title: 'Branches and offices', anchor: '#branch-patna' } : undefined}
      onPreview={() => {}}
      publishLanguage={language ? { name: language, onPublish: () => {} } : undefined}
    />,
  );
}

/** What a person reads: the markup's text, tags gone, spaces as on screen. */
function words(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,:;])/g, '$1')
    .trim();
}

/** The text of the bar's announced message (the first status region, before the buttons). */
function announced(html: string): string {
  const region = /<div role="status"[^>]*>(.*?)<\/div>/.exec(html);
  if (!region) throw new Error('The bar has no announced message');
  return words(region[1] ?? '');
}

describe('the publish bar', () => {
  it('says Published and what was published right after a publish, in the announced message', () => {
    const html = bar({
      status: { phase: 'published', revision: 3, together: [] },
      unpublished: false,
      publishedChanges: ['Patna Branch: phone +91 33 0000 0012 → +91 98300 12345'],
    });
    expect(announced(html)).toBe(
      'Published revision 3 of Branches and offices. The site shows it from the next page load. Patna Branch: phone +91 33 0000 0012 → +91 98300 12345',
    );
    expect(words(html)).toContain('No changes since the published revision');
    expect(words(html)).not.toMatch(/your changes|Nothing is published/);
  });

  it('names the collections published together, and sends the rest of a long change to the History', () => {
    const html = bar({
      status: { phase: 'published', revision: 7, together: ['Home page hero slides', 'Services'] },
      unpublished: false,
      publishedChanges: ['Change 1', 'Change 2', 'Change 3', 'Change 4', 'Change 5'],
    });
    expect(announced(html)).toBe(
      'Published revision 7 of Branches and offices, together with Home page hero slides and Services. The site shows it from the next page load. Change 1 Change 2 Change 3 and 2 more changes, listed in the History',
    );
  });

  it('says a restore is published', () => {
    const html = bar({ status: { phase: 'restored', revision: 9, restoredFrom: 4 }, unpublished: false });
    expect(announced(html)).toBe(
      'Restored revision 4 of Branches and offices as revision 9, now published. The site shows it from the next page load.',
    );
  });

  it('says there are unpublished changes and offers the preview links on the changed item', () => {
    const html = bar({ status: { phase: 'previewed', pages: 2 }, unpublished: true, withPreview: true });
    expect(announced(html)).toBe('Preview ready: 2 pages with your changes, not published.');
    expect(words(html)).toContain('Unpublished changes');
    expect(words(html)).toContain(
      'Nothing is published yet. The pages that show Branches and offices, with your changes, until',
    );
    expect(html).toContain('href="/preview/preview-token/retail#branch-patna"');
    expect(html).toContain('href="/preview/preview-token/#branch-patna"');
    // Each page in the other languages too, named for a screen reader as the page it previews.
    expect(html).toContain('href="/preview/preview-token/bn/retail#branch-patna"');
    expect(words(html)).toContain('Preview of /retail in Bengali (opens in a new tab)');
  });

  it('announces nothing while the person edits, and says the changes are not published', () => {
    const html = bar({ status: { phase: 'editing' }, unpublished: true });
    expect(announced(html)).toBe('');
    expect(words(html)).toContain('Unpublished changes');
    expect(words(html)).not.toContain('Published revision');
  });

  it('with nothing unpublished, speaks of the published revision and never of changes', () => {
    const editing = bar({ status: { phase: 'editing' }, unpublished: false });
    expect(words(editing)).toContain('No changes since the published revision');
    expect(words(editing)).not.toMatch(/your changes|Unpublished/);

    const previewed = bar({
      status: { phase: 'previewed', pages: 1 },
      unpublished: false,
      withPreview: true,
    });
    expect(announced(previewed)).toBe('Preview ready: 1 page, the same as the published site.');
    expect(words(previewed)).toContain(
      'The pages that show Branches and offices, the same as the published site, until',
    );
    expect(words(previewed)).not.toMatch(/your changes|Nothing is published|Unpublished/);
  });

  it('says what is under way while publishing or preparing a preview', () => {
    expect(announced(bar({ status: { phase: 'publishing' }, unpublished: true }))).toBe('Publishing...');
    expect(announced(bar({ status: { phase: 'previewing' }, unpublished: true }))).toBe(
      'Preparing the preview...',
    );
  });

  it('says in the bar when nothing was published, and where the reason is', () => {
    expect(announced(bar({ status: { phase: 'conflict' }, unpublished: true }))).toBe(
      'Not published: someone else published Branches and offices since you opened it. Your changes are kept; the message at the top of the form says what to do.',
    );
    expect(
      announced(bar({ status: { phase: 'invalid', refused: 'Not published' }, unpublished: true })),
    ).toBe('Not published: the fields listed at the top of the form need attention.');
    expect(
      announced(
        bar({
          status: { phase: 'failed', text: 'Not published: the server could not be reached.' },
          unpublished: true,
        }),
      ),
    ).toBe('Not published: the server could not be reached.');
  });

  it('offers to publish the language shown beside English alone, and says what that published', () => {
    expect(words(bar({ status: { phase: 'editing' }, unpublished: true }))).not.toContain(' only');
    const offered = bar({ status: { phase: 'editing' }, unpublished: true, language: 'Bengali' });
    expect(offered).toMatch(/<button type="button"[^>]*>.*?Publish Bengali only<\/button>/);
    expect(
      words(
        bar({ status: { phase: 'publishing', language: 'Bengali' }, unpublished: true, language: 'Bengali' }),
      ),
    ).toMatch(/^Publishing\.\.\. Publish Publishing Bengali\.\.\. Preview/);

    const html = bar({
      status: { phase: 'published', revision: 12, together: [], language: 'Bengali' },
      unpublished: true,
      publishedChanges: ['Bengali: changed Patna Branch › Name'],
      language: 'Bengali',
    });
    expect(announced(html)).toBe(
      'Published revision 12 of Branches and offices, Bengali only: English and the other languages stay as they were. Your other changes are still in your draft. The site shows it from the next page load. Bengali: changed Patna Branch › Name',
    );
  });

  it('submits the editor form, which it is not inside', () => {
    expect(bar({ status: { phase: 'editing' }, unpublished: true })).toMatch(
      /<button type="submit"[^>]*form="editor-form"/,
    );
  });
});
