import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteContent } from '#content/index.js';
import * as onePhotoDescription from '#server/db/migrations/037-one-photo-description.js';
import type { MediaLibraryItem } from '#shared/media.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

const DRAFTS = '/api/admin/content/drafts';

/**
 * Issue 45: a photo has one description, the one in its field. Stored before, an upload's
 * description in the library and its photo's in the content could each be missing; migration 037
 * fills the missing one from the other and replaces nothing.
 */
describe.each(databaseEngines)('one description per photo on %s', (engine) => {
  let testApp: TestApp;
  let headers: Record<string, string>;
  afterEach(() => testApp.close());

  const call = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  async function uploadPhoto(colour: string) {
    const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const response = await testApp.app.inject({ method: 'POST', url: '/api/media', payload: form, headers });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json().data as { id: string }).id;
  }

  async function company() {
    return (await call('GET', '/api/content/company')).json().data as {
      document: SiteContent['company'];
      revision: number;
    };
  }

  const withAboutPhoto = (document: SiteContent['company'], photo: { id: string; alt: string }) => ({
    ...document,
    about: { ...document.about, photo },
  });

  const libraryAltText = async (id: string) =>
    ((await call('GET', '/api/media')).json().data.media as MediaLibraryItem[]).find((item) => item.id === id)
      ?.altText;

  it('gives a published upload its photo’s description, and a draft’s photo its upload’s', async () => {
    testApp = await createTestApp(engine);
    headers = await adminHeaders(testApp.app);
    const published = await uploadPhoto('#0b6e4f');
    const drafted = await uploadPhoto('#1d4ed8');
    expect(
      (await call('PATCH', `/api/media/${drafted}`, { altText: 'Blue wall of the store' })).statusCode,
    ).toBe(200);

    const { document, revision } = await company();
    const publish = await call('PUT', '/api/content/company', {
      document: withAboutPhoto(document, { id: published, alt: 'Green counter of the store' }),
      baseRevision: revision,
    });
    expect(publish.statusCode, publish.body).toBe(200);
    // As stored before: the library had no description of the published upload.
    const db = testApp.database.db as unknown as Kysely<{ media: { id: string; alt_text: string } }>;
    await db.updateTable('media').set({ alt_text: '' }).where('id', '=', published).execute();
    // A draft whose photo has no description of its own, and the library's was written after.
    const draft = await call('PUT', `${DRAFTS}/company`, {
      document: withAboutPhoto(document, { id: drafted, alt: '' }),
      baseRevision: revision + 1,
    });
    expect(draft.statusCode, draft.body).toBe(200);

    await onePhotoDescription.up(testApp.database.db as unknown as Kysely<unknown>);

    expect(await libraryAltText(published)).toBe('Green counter of the store');
    const migrated = (await call('GET', `${DRAFTS}/company`)).json().data.document as SiteContent['company'];
    expect(migrated.about.photo).toEqual({ id: drafted, alt: 'Blue wall of the store' });
    expect(migrated.about.paragraphs).toEqual(document.about.paragraphs);

    // A description written, in the library or the content, is never replaced.
    expect(
      (await call('PATCH', `/api/media/${published}`, { altText: 'Counter, by the library' })).statusCode,
    ).toBe(200);
    await onePhotoDescription.up(testApp.database.db as unknown as Kysely<unknown>);
    expect(await libraryAltText(published)).toBe('Counter, by the library');
  });
});
