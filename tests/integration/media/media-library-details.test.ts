import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { photoPath } from '#content/assets.js';
import type { MediaLibraryItem } from '#shared/media.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

/**
 * What the media library keeps of an upload besides its file (issue 29): the name it was uploaded
 * under (listed and searched), its description (`PATCH /api/media/:id`), and its focal point
 * (`PUT /api/media/:id/focal-point`), around which its photo variants are cropped again.
 */
describe.each(databaseEngines)('the media library details on %s', (engine) => {
  let testApp: TestApp;
  let headers: Record<string, string>;
  afterEach(() => testApp.close());

  async function start() {
    testApp = await createTestApp(engine);
    headers = await adminHeaders(testApp.app);
  }

  /** A 300×100 PNG: red on its left third, green in the middle, blue on its right third. */
  async function threeBands(): Promise<Buffer> {
    const band = (colour: string) =>
      sharp({ create: { width: 100, height: 100, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const [red, green, blue] = await Promise.all([band('#ff0000'), band('#00ff00'), band('#0000ff')]);
    return sharp({ create: { width: 300, height: 100, channels: 3, background: '#000000' } })
      .composite([
        { input: red, left: 0, top: 0 },
        { input: green, left: 100, top: 0 },
        { input: blue, left: 200, top: 0 },
      ])
      .png()
      .toBuffer();
  }

  async function upload(content: Buffer, fileName: string, type = 'image/png') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)], { type }), fileName);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/media', payload: form, headers });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string };
  }

  async function plainPhoto(colour: string, fileName: string) {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: colour } })
      .png()
      .toBuffer();
    return upload(png, fileName);
  }

  async function list(search?: string) {
    const url = search === undefined ? '/api/media' : `/api/media?search=${encodeURIComponent(search)}`;
    const response = await testApp.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.media as MediaLibraryItem[];
  }

  const describeMedia = (id: string, altText: string, withHeaders = headers) =>
    testApp.app.inject({
      method: 'PATCH',
      url: `/api/media/${id}`,
      headers: withHeaders,
      payload: { altText },
    });
  const setFocalPoint = (id: string, point: Record<string, number>) =>
    testApp.app.inject({ method: 'PUT', url: `/api/media/${id}/focal-point`, headers, payload: point });

  /** The strongest colour channel of a served variant, on average over its pixels. */
  async function dominantColour(url: string): Promise<'red' | 'green' | 'blue'> {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    const { channels } = await sharp(response.rawPayload).stats();
    const means = channels.slice(0, 3).map((channel) => channel.mean);
    return (['red', 'green', 'blue'] as const)[means.indexOf(Math.max(...means))] ?? 'red';
  }

  it('keeps the name a file was uploaded under, without its folders, and finds uploads by it', async () => {
    await start();
    const shop = await plainPhoto('#0b6e4f', 'C:\\Users\\staff\\Shop Front 2024.PNG');
    const office = await plainPhoto('#1d4ed8', 'office_100%.png');
    expect((await list()).map((item) => [item.id, item.originalName])).toEqual([
      [office.id, 'office_100%.png'],
      [shop.id, 'Shop Front 2024.PNG'],
    ]);

    expect((await list('shop front')).map((item) => item.id)).toEqual([shop.id]);
    expect((await list('SHOP')).map((item) => item.id)).toEqual([shop.id]);
    // % and _ are matched as themselves, not as wildcards.
    expect((await list('_100%')).map((item) => item.id)).toEqual([office.id]);
    expect(await list('0%.p_g')).toEqual([]);
    expect(await list('warehouse')).toEqual([]);
    expect((await list('')).length).toBe(2);

    const tooLong = await testApp.app.inject({
      method: 'GET',
      url: `/api/media?search=${'a'.repeat(101)}`,
      headers,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('saves a description, which the search then finds, and refuses an empty one with an example', async () => {
    await start();
    const photo = await plainPhoto('#0b6e4f', 'IMG_0001.png');
    expect((await list())[0]?.altText).toBe('');

    const saved = await describeMedia(photo.id, '  Counter of the Salt Lake store  ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ id: photo.id, altText: 'Counter of the Salt Lake store' });
    expect((await list())[0]?.altText).toBe('Counter of the Salt Lake store');
    expect((await list('salt lake')).map((item) => item.id)).toEqual([photo.id]);

    const empty = await describeMedia(photo.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Description of this photo is required, e.g.');
    expect((await describeMedia(photo.id, 'a'.repeat(251))).statusCode).toBe(400);
    expect((await describeMedia(photo.id, 'Bell\u0007')).statusCode).toBe(400);
    expect((await list())[0]?.altText).toBe('Counter of the Salt Lake store');

    const unknown = await describeMedia('a'.repeat(64), 'Anything');
    expect(unknown.statusCode).toBe(404);
    expect((await describeMedia(photo.id, 'Anything', {})).statusCode).toBe(401);
  });

  it('crops the variants again around a new focal point, under the same names, without a new upload', async () => {
    await start();
    const { id } = await upload(await threeBands(), 'bands.png');
    const wide = photoPath(id, 'jpg', 480, 'wide');
    const card = photoPath(id, 'jpg', 480, 'card');
    const etagBefore = (await testApp.app.inject({ method: 'GET', url: wide })).headers.etag as string;

    // The wide crop (2:1) of a 3:1 image is 200×100: at the left edge it holds the red and green bands.
    const left = await setFocalPoint(id, { x: 0, y: 50 });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().data.focalPoint).toEqual({ x: 0, y: 50 });
    expect(await dominantColour(photoPath(id, 'jpg', 480, 'wide'))).not.toBe('blue');
    // The card crop (3:2) is 150×100: red and half the green.
    expect(await dominantColour(card)).toBe('red');

    const right = await setFocalPoint(id, { x: 100, y: 50 });
    expect(right.statusCode, right.body).toBe(200);
    expect(await dominantColour(card)).toBe('blue');
    expect(await dominantColour(photoPath(id, 'webp', 768, 'card'))).toBe('blue');
    expect(await dominantColour(photoPath(id, 'avif', 1200, 'wide'))).not.toBe('red');
    const served = await testApp.app.inject({ method: 'GET', url: wide });
    expect(served.headers.etag).not.toBe(etagBefore);
    // A browser holding the old crop gets the new one; holding the new one, a 304.
    const withOld = await testApp.app.inject({
      method: 'GET',
      url: wide,
      headers: { 'if-none-match': etagBefore },
    });
    expect(withOld.statusCode).toBe(200);
    const withNew = await testApp.app.inject({
      method: 'GET',
      url: wide,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(withNew.statusCode).toBe(304);

    // The upload itself is untouched, and the library lists the one upload with its point.
    expect((await testApp.app.inject({ method: 'GET', url: `/media/${id}` })).statusCode).toBe(200);
    expect((await list()).map((item) => [item.id, item.focalPoint])).toEqual([[id, { x: 100, y: 50 }]]);
  });

  it("answers an older upload's missing wide crop with its 3:2 card crop, never a broken photo", async () => {
    await start();
    const { id } = await plainPhoto('#123456', 'older.png');
    // An upload from before the wide crop existed has its card crops only.
    await testApp.app.fileStore.delete(testApp.database.db, `media/${id}-wide-480.webp`);
    const wide = await testApp.app.inject({ method: 'GET', url: photoPath(id, 'webp', 480, 'wide') });
    const card = await testApp.app.inject({ method: 'GET', url: photoPath(id, 'webp', 480) });
    expect(wide.statusCode).toBe(200);
    expect(wide.rawPayload.equals(card.rawPayload)).toBe(true);
  });

  it('refuses a focal point outside the photo, on an unknown upload, or on a video', async () => {
    await start();
    const photo = await plainPhoto('#0b6e4f', 'shop.png');
    expect((await setFocalPoint(photo.id, { x: 101, y: 50 })).statusCode).toBe(400);
    expect((await setFocalPoint(photo.id, { x: 10.5, y: 50 })).statusCode).toBe(400);
    expect((await setFocalPoint('b'.repeat(64), { x: 10, y: 50 })).statusCode).toBe(404);
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 16]),
      Buffer.from('ftypisom', 'latin1'),
      Buffer.alloc(4),
      Buffer.from([0, 0, 0, 8]),
      Buffer.from('mdat', 'latin1'),
    ]);
    const video = await upload(mp4, 'clip.mp4', 'video/mp4');
    const refused = await setFocalPoint(video.id, { x: 10, y: 50 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Only a photo has a focal point; this file is a video.');
    expect((await list()).find((item) => item.id === video.id)?.originalName).toBe('clip.mp4');
  });
});
