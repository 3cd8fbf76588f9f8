import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { photoFormats, photoPath, photoWidths } from '#content/assets.js';
import type { SiteContent } from '#content/index.js';
import type { MediaLibraryItem } from '#shared/media.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { storedFileKeys } from '#tests/support/stored-files.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

/**
 * The admin's media library: `GET /api/media` lists the uploads with where the content uses them;
 * `DELETE /api/media/:id` removes one that no stored revision uses, and refuses one that any does.
 */
describe.each(databaseEngines)('the media library on %s', (engine) => {
  let testApp: TestApp;
  let headers: Record<string, string>;
  afterEach(() => testApp.close());

  async function start() {
    testApp = await createTestApp(engine);
    headers = await adminHeaders(testApp.app);
  }

  async function uploadPhoto(colour: string, fileName = 'photo.png') {
    const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), fileName);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/media', payload: form, headers });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; url: string };
  }

  async function company() {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/content/company', headers });
    return response.json().data as { document: SiteContent['company']; revision: number };
  }

  /** Publishes the company collection with the About photo set to `photoId`. */
  async function putAboutPhoto(photoId: string) {
    const { document, revision } = await company();
    const changed = {
      ...document,
      about: { ...document.about, photo: { ...document.about.photo, id: photoId } },
    };
    return testApp.app.inject({
      method: 'PUT',
      url: '/api/content/company',
      headers,
      payload: { document: changed, baseRevision: revision },
    });
  }

  async function publishAboutPhoto(photoId: string) {
    const response = await putAboutPhoto(photoId);
    expect(response.statusCode, response.body).toBe(200);
  }

  const list = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/media', headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json().data.media as MediaLibraryItem[];
  };
  const remove = (id: string) => testApp.app.inject({ method: 'DELETE', url: `/api/media/${id}`, headers });
  const servedStatuses = async (id: string) => {
    const urls = [
      `/media/${id}`,
      ...photoWidths.flatMap((width) => photoFormats.map((format) => photoPath(id, format, width))),
    ];
    return Promise.all(
      urls.map(async (url) => (await testApp.app.inject({ method: 'GET', url })).statusCode),
    );
  };

  it('lists an upload with its details, newest first, unused until the content refers to it', async () => {
    await start();
    const first = await uploadPhoto('#0b6e4f');
    const second = await uploadPhoto('#1d4ed8');
    const media = await list();
    expect(media.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(media[1]).toEqual({
      id: first.id,
      url: `/media/${first.id}`,
      contentType: 'image/png',
      width: 90,
      height: 60,
      byteSize: expect.any(Number),
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      uploadedBy: 'Owner Tester',
      originalName: 'photo.png',
      altText: '',
      focalPoint: null,
      usage: { publishedIn: [], inEarlierRevision: false },
    });
    expect(media[1]?.byteSize).toBeGreaterThan(0);

    const aboutPhotoIsSample = async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/content/checklist', headers });
      const items = response.json().data.items as { collection: string; path: string; reason: string }[];
      return items.some((item) => item.collection === 'company' && item.path === 'about.photo.id');
    };
    expect(await aboutPhotoIsSample()).toBe(true);

    await publishAboutPhoto(first.id);
    const used = (await list()).find((item) => item.id === first.id);
    expect(used?.usage).toEqual({
      publishedIn: [{ collection: 'company', title: 'Company facts and contacts' }],
      inEarlierRevision: false,
    });
    // The launch checklist tells an uploaded photo from a generated one.
    expect(await aboutPhotoIsSample()).toBe(false);
  });

  it('gives an upload without a description the one its photo is published with, and keeps one it has', async () => {
    await start();
    const undescribed = await uploadPhoto('#0b6e4f');
    const described = await uploadPhoto('#1d4ed8');
    const kept = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/media/${described.id}`,
      headers,
      payload: { altText: 'Blue wall of the library' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const aboutAlt = (await company()).document.about.photo.alt;

    await publishAboutPhoto(undescribed.id);
    await publishAboutPhoto(described.id);
    const altTextOf = async (id: string) => (await list()).find((item) => item.id === id)?.altText;
    expect(await altTextOf(undescribed.id)).toBe(aboutAlt);
    expect(await altTextOf(described.id)).toBe('Blue wall of the library');
  });

  it('refuses to remove a medium the published content uses, and removes nothing', async () => {
    await start();
    const photo = await uploadPhoto('#0b6e4f');
    await publishAboutPhoto(photo.id);
    const keysBefore = await storedFileKeys(testApp.database.db);

    const response = await remove(photo.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message:
        'This file is in use on Company facts and contacts. Replace it there first; nothing was removed.',
      code: 'conflict',
    });
    expect(await storedFileKeys(testApp.database.db)).toEqual(keysBefore);
    expect(new Set(await servedStatuses(photo.id))).toEqual(new Set([200]));
  });

  it('refuses to remove a medium only an earlier revision uses: a restore would bring it back', async () => {
    await start();
    const photo = await uploadPhoto('#0b6e4f');
    const samplePhotoId = (await company()).document.about.photo.id;
    await publishAboutPhoto(photo.id);
    await publishAboutPhoto(samplePhotoId);

    expect((await list())[0]?.usage).toEqual({ publishedIn: [], inEarlierRevision: true });
    const response = await remove(photo.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'An earlier revision of the content uses this file, and restoring it would show a broken image. Nothing was removed.',
    );
    expect(new Set(await servedStatuses(photo.id))).toEqual(new Set([200]));
  });

  it('removes an unused medium with all its files, and then answers 404', async () => {
    await start();
    const unused = await uploadPhoto('#0b6e4f');
    const kept = await uploadPhoto('#1d4ed8');

    const response = await remove(unused.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { id: unused.id }, message: 'Removed' });
    expect(new Set(await servedStatuses(unused.id))).toEqual(new Set([404]));
    expect(new Set(await servedStatuses(kept.id))).toEqual(new Set([200]));
    expect((await list()).map((item) => item.id)).toEqual([kept.id]);
    expect((await storedFileKeys(testApp.database.db)).every((key) => !key.includes(unused.id))).toBe(true);

    expect((await remove(unused.id)).statusCode).toBe(404);
    const malformed = await remove('not-a-media-id');
    expect(malformed.statusCode).toBe(400);
  });

  it('names uploaded and removed files in the audit log by their names, not their hashes', async () => {
    await start();
    const kept = await uploadPhoto('#0b6e4f', 'patna-office.png');
    const removed = await uploadPhoto('#1d4ed8', 'old-banner.png');
    expect((await remove(removed.id)).statusCode).toBe(200);
    const audit = await testApp.app.inject({ method: 'GET', url: '/api/admin/audit', headers });
    const rows = (audit.json().data.entries as { action: string; target: string }[]).map(
      (entry) => `${entry.action}: ${entry.target}`,
    );
    expect(rows).toEqual([
      'media-removal: old-banner.png',
      'media-upload: old-banner.png',
      'media-upload: patna-office.png',
    ]);
    expect(audit.body).not.toContain(kept.id);
  });

  it('refuses to publish a document naming a removed upload (a form that still held it)', async () => {
    await start();
    const photo = await uploadPhoto('#0b6e4f');
    const before = await company();
    expect((await remove(photo.id)).statusCode).toBe(200);

    const response = await putAboutPhoto(photo.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'about.photo.id': 'This file was removed from the media library. Upload it again.',
    });
    expect((await company()).revision).toBe(before.revision);
  });
});
