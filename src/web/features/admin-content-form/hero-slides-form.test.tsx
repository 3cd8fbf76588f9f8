import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { heroSlidesSchema } from '#content/schemas/pages.js';
import type { FieldSchema } from '#shared/content.js';
import type { MediaLibraryItem } from '#shared/media.js';
import { AdminSessionContext } from '#web/admin/session/admin-session-context.js';
import { mediaLibraryKey } from '#web/features/admin-media/index.js';
import { SchemaForm } from './schema-form.js';

const schema = z.toJSONSchema(heroSlidesSchema, { io: 'input', unrepresentable: 'any' }) as FieldSchema;

/** The form of the home page's hero slides, as the studio draws it with the media library `library`. */
function heroSlidesForm(slides: unknown[], library: MediaLibraryItem[] = []): string {
  const session = { token: 'token', accountId: 1, expire: () => {}, recheck: () => {} };
  const queries = new QueryClient();
  queries.setQueryData([...mediaLibraryKey, ''], library);
  return renderToStaticMarkup(
    <AdminSessionContext.Provider value={session}>
      <QueryClientProvider client={queries}>
        <SchemaForm
          collection="heroSlides"
          schema={schema}
          document={{ slides }}
          idPrefix="studio-"
          errors={{}}
          onChange={() => {}}
          onFieldLeft={() => {}}
          uploadMedia={() => Promise.reject(new Error('no uploads here'))}
        />
      </QueryClientProvider>
    </AdminSessionContext.Provider>,
  );
}

/** The text of each collapsed item's line, and its picture's address. */
function itemLines(html: string) {
  return [...html.matchAll(/<summary id="studio-slides\.\d+-summary"[^>]*>(.*?)<\/summary>/g)].map(
    ([, line = '']) => ({
      text: line
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      photo: line.match(/<img src="([^"]+)"/)?.[1],
    }),
  );
}

describe("the hero slides' form", () => {
  it('shows each collapsed item with its place, its heading and its photo, or that it has none', () => {
    const html = heroSlidesForm([
      { id: 'trusted-partner', heading: 'Trusted technology partner', text: 'Since 2010.' },
      {
        id: 'phones',
        heading: 'Distributor of phones',
        text: 'Phones.',
        photo: { id: 'hero-phone-brand', alt: 'Smartphones on a retail display' },
      },
    ]);
    expect(itemLines(html)).toEqual([
      { text: 'Hero slide 1 Trusted technology partner No photo', photo: undefined },
      { text: 'Hero slide 2 Distributor of phones', photo: '/photos/hero-phone-brand-480.webp' },
    ]);
  });

  it('asks for one description of a photo, saying that screen readers read it', () => {
    const upload = 'a'.repeat(64);
    const html = heroSlidesForm(
      [{ id: 'new', heading: 'New store', text: 'Opening soon.', photo: { id: upload, alt: '' } }],
      [
        {
          id: upload,
          url: `/media/${upload}`,
          contentType: 'image/png',
          width: 300,
          height: 200,
          originalName: 'store.png',
          altText: '',
          focalPoint: null,
          byteSize: 1000,
          uploadedAt: '2026-11-01T10:00:00.000Z',
          uploadedBy: 'Owner Tester',
          usage: { publishedIn: [], inEarlierRevision: false },
        },
      ],
    );
    const photoGroup = html.slice(
      html.indexOf('<fieldset id="studio-slides.0.photo"'),
      html.indexOf('studio-slides.0.callToAction'),
    );
    const textBoxes = photoGroup
      .match(/<(input|textarea)\b[^>]*>/g)
      ?.filter((box) => !box.includes('type="file"'));
    expect(textBoxes).toHaveLength(1);
    expect(photoGroup).toContain('Description of this photo');
    expect(photoGroup).toContain('What screen readers read out in place of the photo');
    expect(photoGroup).not.toContain('Save description');
    expect(photoGroup).toContain('This photo has no description yet.');
  });
});
