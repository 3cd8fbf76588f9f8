import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { photoFormats, photoPath, photoWidths } from '#content/assets.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { buildPdf } from '#tests/support/pdf-file.js';
import { storedFileKeys } from '#tests/support/stored-files.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

/** An image of the given size and format, with EXIF (a GPS position, a camera's orientation) unless told otherwise. */
async function image(
  format: 'jpeg' | 'png' | 'webp' | 'avif',
  width: number,
  height: number,
  orientation = 1,
) {
  return sharp({ create: { width, height, channels: 3, background: '#0b6e4f' } })
    .toFormat(format)
    .withExif({
      IFD0: { Copyright: 'Sample camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 34/1 0/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** The start of an MP4 file (an `ftyp` box), then `payloadBytes` of media data: the store keeps videos as they are. */
function mp4Video(payloadBytes: number): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypisom\0\0\x02\0isommp41', 'latin1'),
  ]);
  const payload = Buffer.alloc(payloadBytes);
  for (let index = 0; index < payload.length; index += 1) payload[index] = (index * 7) % 251;
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(payloadBytes + 8);
  mdatHeader.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdatHeader, payload]);
}

/** Every file an image upload is stored as: itself, and its photo variants at every width and format. */
function imageFileKeys(id: string): string[] {
  const variants = ['', 'wide-'].flatMap((crop) =>
    photoWidths.flatMap((width) => photoFormats.map((format) => `media/${id}-${crop}${width}.${format}`)),
  );
  return [`media/${id}`, ...variants].sort();
}

const variantContentTypes = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
/** What sharp calls each format it reads: an AVIF file is HEIF to it (its compression says AV1). */
const sharpFormats = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const;

const WEBM_HEADER = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d,
]);

const html = Buffer.from('<!doctype html><html><body><script>alert(document.domain)</script></body></html>');

describe.each(databaseEngines)('media upload and serving on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  async function upload(bytes: Buffer, name: string, type: string, { signedIn = true, field = 'file' } = {}) {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: form,
      headers: signedIn ? await adminHeaders(testApp.app) : {},
    });
  }
  const getMedia = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('answers 401 without an admin token, storing nothing', async () => {
    testApp = await createTestApp(engine);
    const response = await upload(await image('png', 4, 3), 'photo.png', 'image/png', { signedIn: false });
    expect(response.statusCode).toBe(401);
    expect(await storedFileKeys(testApp.database.db)).toEqual([]);
  });

  it('accepts a PNG named .jpg as a PNG, with its dimensions, and serves it for good with nosniff', async () => {
    testApp = await createTestApp(engine);
    const response = await upload(await image('png', 64, 48), 'holiday.jpg', 'image/jpeg');

    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{64}$/),
      url: `/media/${data.id}`,
      contentType: 'image/png',
      width: 64,
      height: 48,
    });

    const served = await getMedia(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-length']).toBe(String(served.rawPayload.length));
    const metadata = await sharp(served.rawPayload).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: 'png',
      width: 64,
      height: 48,
    });
    // Content-addressed: the id is the SHA-256 of what is served.
    expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(data.id);
    expect((await getMedia(data.url, { 'if-none-match': `"${data.id}"` })).statusCode).toBe(304);
  });

  it.each(['jpeg', 'webp', 'avif'] as const)(
    'serves a %s upright, without its EXIF (GPS included)',
    async (format) => {
      testApp = await createTestApp(engine);
      // Stored 40×20, shown turned a quarter (EXIF orientation 6): 20×40 as displayed.
      const response = await upload(
        await image(format, 40, 20, 6),
        `photo.${format}`,
        'application/octet-stream',
      );

      expect(response.statusCode, response.body).toBe(201);
      const { data } = response.json();
      expect(data).toMatchObject({ contentType: `image/${format}`, width: 20, height: 40 });
      const served = await getMedia(data.url);
      expect(served.headers['content-type']).toBe(`image/${format}`);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.exif).toBeUndefined();
      expect([metadata.width, metadata.height]).toEqual([20, 40]);
    },
  );

  it('stores the same image uploaded twice once, under the same id', async () => {
    testApp = await createTestApp(engine);
    const bytes = await image('webp', 8, 8);
    const first = (await upload(bytes, 'a.webp', 'image/webp')).json().data;
    const second = (await upload(bytes, 'b.webp', 'image/webp')).json().data;
    expect(second.id).toBe(first.id);
    expect(await storedFileKeys(testApp.database.db)).toEqual(imageFileKeys(first.id));
  });

  it('serves a photo in every format at every width, cropped to 3:2, without EXIF, revalidated by content', async () => {
    testApp = await createTestApp(engine);
    // Tall (2:3) and turned a quarter by its EXIF: 600×400 upright, which the 3:2 crop keeps whole.
    const response = await upload(await image('jpeg', 400, 600, 6), 'shop.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json().data;
    expect(await storedFileKeys(testApp.database.db)).toEqual(imageFileKeys(id));

    for (const format of photoFormats) {
      for (const width of photoWidths) {
        const url = photoPath(id, format, width);
        expect(url).toBe(`/media/${id}-${width}.${format}`);
        const served = await getMedia(url);
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['content-type'], url).toBe(variantContentTypes[format]);
        // A new focal point crops it again under the same name (media-library-details.test.ts).
        expect(served.headers['cache-control'], url).toBe(
          'public, max-age=300, stale-while-revalidate=604800',
        );
        expect(served.headers['x-content-type-options'], url).toBe('nosniff');
        const metadata = await sharp(served.rawPayload).metadata();
        expect(
          { format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif },
          url,
        ).toEqual({
          format: sharpFormats[format],
          width,
          height: (width * 2) / 3,
          exif: undefined,
        });
        const etag = served.headers.etag as string;
        expect((await getMedia(url, { 'if-none-match': etag })).statusCode, url).toBe(304);
      }
    }
    const avif = await sharp((await getMedia(photoPath(id, 'avif', 480))).rawPayload).metadata();
    expect(avif.compression).toBe('av1');
  });

  it('makes no photo variants of a video', async () => {
    testApp = await createTestApp(engine);
    const response = await upload(mp4Video(2000), 'clip.mp4', 'video/mp4');
    const { id } = response.json().data;
    expect(await storedFileKeys(testApp.database.db)).toEqual([`media/${id}`]);
    expect((await getMedia(`/media/${id}-480.webp`)).statusCode).toBe(404);
  });

  it.each([
    ['a PDF named .jpg', buildPdf(), 'photo.jpg', 'image/jpeg'],
    [
      'an HTML page named .jpg',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      'photo.jpg',
      'image/jpeg',
    ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'a Matroska video named .webm',
      Buffer.concat([
        WEBM_HEADER.subarray(0, 11),
        Buffer.from([0x88]),
        Buffer.from('matroska'),
        Buffer.alloc(64),
      ]),
      'clip.webm',
      'video/webm',
    ],
  ])('refuses %s with 400, storing nothing', async (_name, bytes, fileName, type) => {
    testApp = await createTestApp(engine);
    const response = await upload(bytes, fileName, type);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Only JPEG, PNG, WebP and AVIF images and MP4 and WebM videos can be uploaded.',
      code: 'validation_failed',
    });
    expect(await storedFileKeys(testApp.database.db)).toEqual([]);
  });

  it('refuses a file that only starts like an image, and a request without a file', async () => {
    testApp = await createTestApp(engine);
    const fakePng = Buffer.concat([(await image('png', 4, 4)).subarray(0, 40), Buffer.alloc(200, 0x41)]);
    const broken = await upload(fakePng, 'broken.png', 'image/png');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The image could not be read. It may be damaged.');
    const wrongField = await upload(await image('png', 4, 4), 'photo.png', 'image/png', { field: 'photo' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Please choose an image or a video to upload.');
    const notMultipart = await testApp.app.inject({
      method: 'POST',
      url: '/api/media',
      headers: await adminHeaders(testApp.app),
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(await storedFileKeys(testApp.database.db)).toEqual([]);
  });

  it.each([
    ['an MP4 header followed by HTML', Buffer.concat([mp4Video(0).subarray(0, 24), html]), 'clip.mp4'],
    ['an MP4 video with HTML after its last box', Buffer.concat([mp4Video(200), html]), 'clip.mp4'],
    [
      'a WebM header followed by HTML',
      Buffer.concat([WEBM_HEADER, Buffer.alloc(48, 0x20), html]),
      'clip.webm',
    ],
    [
      'a WebM video with HTML after its last element',
      Buffer.concat([fs.readFileSync(path.join('src/web/public/media/discover-in-action.webm')), html]),
      'clip.webm',
    ],
  ])('refuses %s as a damaged video, storing nothing', async (_name, bytes, fileName) => {
    testApp = await createTestApp(engine);
    const response = await upload(bytes, fileName, 'video/mp4');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The video could not be read. It may be damaged.');
    expect(await storedFileKeys(testApp.database.db)).toEqual([]);
  });

  it('answers 413 for an image or a video over its limit, storing nothing', async () => {
    testApp = await createTestApp(engine, { MEDIA_IMAGE_MAX_BYTES: '4096', MEDIA_VIDEO_MAX_BYTES: '65536' });
    // Noise does not compress: the PNG is about as large as its pixels.
    const noisy = await sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(4096);

    const bigImage = await upload(noisy, 'big.png', 'image/png');
    expect(bigImage.statusCode).toBe(413);
    expect(bigImage.json()).toEqual({
      success: false,
      message: 'The image is larger than 4 KB.',
      code: 'payload_too_large',
    });
    const bigVideo = await upload(mp4Video(70_000), 'big.mp4', 'video/mp4');
    expect(bigVideo.statusCode).toBe(413);
    expect(bigVideo.json().message).toBe('The video is larger than 64 KB.');
    // A video may be larger than the image limit.
    expect((await upload(mp4Video(20_000), 'ok.mp4', 'video/mp4')).statusCode).toBe(201);
    expect(await storedFileKeys(testApp.database.db)).toHaveLength(1);
  });

  it('answers 413 for a 20 MB image under the default 15 MB limit', async () => {
    testApp = await createTestApp(engine);
    // A PNG's signature, then bytes: the size is refused while it is read, before any decoding.
    const png = Buffer.concat([
      (await image('png', 4, 4)).subarray(0, 64),
      Buffer.alloc(20 * 1024 * 1024, 7),
    ]);
    const response = await upload(png, 'huge.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The image is larger than 15 MB.');
    expect(await storedFileKeys(testApp.database.db)).toEqual([]);
  });

  it('keeps a video as it is and serves ranges of it across the stored chunks', async () => {
    testApp = await createTestApp(engine);
    // Past one chunk (1 MiB), so a range can span two.
    const video = mp4Video(1024 * 1024 + 5000);
    const response = await upload(video, 'clip.mov', 'video/quicktime');
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ contentType: 'video/mp4', width: null, height: null });

    const whole = await getMedia(data.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(video)).toBe(true);

    const across = await getMedia(data.url, { range: 'bytes=1048570-1048589' });
    expect(across.statusCode).toBe(206);
    expect(across.headers['content-range']).toBe(`bytes 1048570-1048589/${video.length}`);
    expect(across.headers['content-length']).toBe('20');
    expect(across.headers['content-type']).toBe('video/mp4');
    expect(across.rawPayload.equals(video.subarray(1048570, 1048590))).toBe(true);

    const tail = await getMedia(data.url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);

    const outside = await getMedia(data.url, { range: `bytes=${video.length}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it.each([
    ['discover-in-action.mp4', 'video/mp4'],
    ['discover-in-action.webm', 'video/webm'],
  ])('reads the frame size of a real video, %s', async (name, contentType) => {
    testApp = await createTestApp(engine);
    const video = fs.readFileSync(path.join('src/web/public/media', name));
    const response = await upload(video, name, contentType);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ contentType, width: 480, height: 320 });
    expect((await getMedia(response.json().data.url)).rawPayload.equals(video)).toBe(true);
  });

  it('accepts a WebM video by its bytes', async () => {
    testApp = await createTestApp(engine);
    const webm = fs.readFileSync(path.join('src/web/public/media/discover-in-action.webm'));
    const response = await upload(webm, 'clip.bin', 'application/octet-stream');
    expect(response.statusCode, response.body).toBe(201);
    const served = await getMedia(response.json().data.url);
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.rawPayload.equals(webm)).toBe(true);
  });

  it('answers 404 for unknown media and never serves another stored file', async () => {
    testApp = await createTestApp(engine);
    const missing = await getMedia(`/media/${'0'.repeat(64)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'not_found' });
    await testApp.app.fileStore.put(testApp.database.db, {
      key: 'resumes/secret.pdf',
      contentType: 'application/pdf',
      content: buildPdf(),
    });
    for (const url of [
      `/media/${'0'.repeat(64)}-1200.webp`,
      `/media/${'0'.repeat(64)}-1000.webp`,
      `/media/${'0'.repeat(64)}-480.gif`,
      '/media/resumes%2Fsecret.pdf',
      '/media/..%2Fresumes%2Fsecret.pdf',
      '/media/secret.pdf',
    ]) {
      const response = await getMedia(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['content-type'], url).not.toBe('application/pdf');
    }
  });
});
