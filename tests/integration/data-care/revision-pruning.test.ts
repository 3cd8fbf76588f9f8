import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleContent } from '#content/samples/index.js';
import { insertContentPreview } from '#server/db/content-previews-repository.js';
import { insertContentRevision } from '#server/db/content-repository.js';
import { purgeExpiredRecords } from '#server/services/data-care/retention.js';
import type { MediaLibraryItem } from '#shared/media.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The retention job prunes old content revisions: beyond the latest 100 of a collection and over
 * a year old, never the published one nor any of a collection with an open preview; their media
 * references go with them, so an upload only they named can be removed.
 */
describe.each(databaseEngines)('pruning content revisions on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('keeps the latest 100 and the last year of each collection, and frees the uploads only pruned revisions named', async () => {
    testApp = await createTestApp(engine);
    const { app } = testApp;
    const { db } = testApp.database;
    const headers = await adminHeaders(app);
    const now = new Date();
    const longAgo = new Date(now.getTime() - 2 * 365 * DAY_MS).toISOString();
    const recently = new Date(now.getTime() - 10 * DAY_MS).toISOString();

    // An upload used by revision 2 of the company facts only (revision 3 puts the sample back).
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#0b6e4f' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const { id } = (await app.inject({ method: 'POST', url: '/api/media', payload: form, headers })).json()
      .data;
    const samples = sampleContent;
    for (const [photoId, baseRevision] of [
      [id, 1],
      [samples.company.about.photo.id, 2],
    ] as const) {
      const document = {
        ...samples.company,
        about: { ...samples.company.about, photo: { ...samples.company.about.photo, id: photoId } },
      };
      const published = await app.inject({
        method: 'PUT',
        url: '/api/content/company',
        headers,
        payload: { document, baseRevision },
      });
      expect(published.statusCode, published.body).toBe(200);
    }
    expect((await app.inject({ method: 'DELETE', url: `/api/media/${id}`, headers })).statusCode).toBe(409);

    // Company: revisions 1-20 two years old, 21-130 ten days old. Awards: 150 old ones, and an open preview.
    await db.updateTable('content_revisions').set({ created_at: longAgo }).execute();
    const addRevisions = async (
      collection: 'company' | 'awards',
      from: number,
      to: number,
      createdAt: (revision: number) => string,
    ) => {
      for (let revision = from; revision <= to; revision += 1)
        await insertContentRevision(db, {
          collection,
          revision,
          document: samples[collection],
          createdAt: createdAt(revision),
          author: 'test',
          restoredFrom: null,
        });
    };
    await addRevisions('company', 4, 130, (revision) => (revision <= 20 ? longAgo : recently));
    await addRevisions('awards', 2, 150, () => longAgo);
    await insertContentPreview(db, {
      tokenHash: 'a'.repeat(64),
      documents: { awards: samples.awards },
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 60_000).toISOString(),
      authorId: 1,
    });

    const first = await purgeExpiredRecords(db, { now, retentionDays: 395 });
    const second = await purgeExpiredRecords(db, { now, retentionDays: 395 });
    expect([first.prunedRevisions, second.prunedRevisions]).toEqual([20, 0]);

    const kept = async (collection: string) =>
      (
        await db
          .selectFrom('content_revisions')
          .select('revision')
          .where('collection', '=', collection)
          .orderBy('revision')
          .execute()
      ).map((row) => row.revision);
    const company = await kept('company');
    expect([company[0], company.at(-1), company.length]).toEqual([21, 130, 110]);
    expect((await kept('awards')).length).toBe(150);
    expect((await kept('branches')).length).toBe(1);

    const media = (await app.inject({ method: 'GET', url: '/api/media', headers })).json().data
      .media as MediaLibraryItem[];
    expect(media.find((item) => item.id === id)?.usage).toEqual({
      publishedIn: [],
      inEarlierRevision: false,
    });
    expect((await app.inject({ method: 'DELETE', url: `/api/media/${id}`, headers })).statusCode).toBe(200);
  });
});
