import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

/** Every image decode, counted, and held a moment so that parallel uploads overlap. */
const decodes = vi.hoisted(() => ({ started: 0, running: 0, most: 0 }));
vi.mock('#server/services/media/image-encoding.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('#server/services/media/image-encoding.js')>();
  return {
    ...original,
    async decodeImage(...args: Parameters<typeof original.decodeImage>) {
      decodes.started += 1;
      decodes.running += 1;
      decodes.most = Math.max(decodes.most, decodes.running);
      try {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return await original.decodeImage(...args);
      } finally {
        decodes.running -= 1;
      }
    },
  };
});

/** A small PNG of its own colour, so each upload is a different file. */
const png = (shade: number) =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: { r: shade, g: 80, b: 40 } } })
    .png()
    .toBuffer();

describe.each(databaseEngines)('parallel image uploads on %s', (engine) => {
  let testApp: TestApp;
  afterEach(async () => {
    await testApp.close();
    Object.assign(decodes, { started: 0, running: 0, most: 0 });
  });

  async function upload(bytes: Buffer) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
    return testApp.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: form,
      headers: await adminHeaders(testApp.app),
    });
  }

  it('decodes at most two images at once; the others wait their turn and are stored', async () => {
    testApp = await createTestApp(engine);
    const files = await Promise.all([1, 2, 3, 4, 5].map((shade) => png(shade * 40)));
    const answers = await Promise.all(files.map(upload));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(decodes.started).toBe(5);
    expect(decodes.most).toBe(2);
  });

  it('answers the same file uploaded again from the library, without decoding it again', async () => {
    testApp = await createTestApp(engine);
    const bytes = await png(200);
    const first = await upload(bytes);
    expect(first.statusCode).toBe(201);
    const again = await upload(bytes);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    expect(decodes.started).toBe(1);
  });
});
