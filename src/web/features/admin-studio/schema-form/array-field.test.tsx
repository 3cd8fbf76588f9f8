import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { heroSlidesSchema } from '#content/schemas/pages.js';
import type { FieldSchema } from '#shared/content.js';
import { AdminSessionContext } from '#web/admin/session/admin-session-context.js';
import { SchemaForm } from './schema-form.js';

const schema = z.toJSONSchema(heroSlidesSchema, { io: 'input', unrepresentable: 'any' }) as FieldSchema;

/** The form of the home page's hero slides, as the studio draws it before any photo loads. */
function heroSlidesForm(slides: unknown[]): string {
  const session = { token: 'token', accountId: 1, expire: () => {}, recheck: () => {} };
  return renderToStaticMarkup(
    <AdminSessionContext.Provider value={session}>
      <QueryClientProvider client={new QueryClient()}>
        <SchemaForm
          schema={schema}
          document={{ slides }}
          idPrefix="studio-"
          errors={{}}
          onChange={() => {}}
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

describe('a list whose items have a photo and a heading', () => {
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
});
