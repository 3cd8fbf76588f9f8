import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteContent } from '#content/index.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { startTwoInstances, type TwoInstances } from '#tests/support/two-instances.js';

/**
 * An editor publishing an upload on one server while another editor removes that upload on
 * another: "in use" and "removed" are decided one after the other (the upload's row is locked by
 * both), so the two never both succeed and a published photo is always served.
 */
describe.each(databaseEngines)('publishing and removing the same upload at once on %s', (engine) => {
  let instances: TwoInstances;
  afterEach(() => instances.close());

  it('never lets both succeed, over 20 rounds on two instances', { timeout: 180_000 }, async () => {
    instances = await startTwoInstances(engine, {});
    const { a, b } = instances;
    const headers = await adminHeaders(a);
    const outcomes: string[] = [];

    for (let round = 0; round < 20; round += 1) {
      const png = await sharp({
        create: { width: 30, height: 20, channels: 3, background: { r: round * 12, g: 90, b: 40 } },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
      const uploaded = await a.inject({ method: 'POST', url: '/api/media', payload: form, headers });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const { id } = uploaded.json().data as { id: string };

      const current = (await a.inject({ method: 'GET', url: '/api/content/company', headers })).json()
        .data as {
        document: SiteContent['company'];
        revision: number;
      };
      const document = {
        ...current.document,
        about: { ...current.document.about, photo: { ...current.document.about.photo, id } },
      };
      const [published, removed] = await Promise.all([
        a.inject({
          method: 'PUT',
          url: '/api/content/company',
          headers,
          payload: { document, baseRevision: current.revision },
        }),
        b.inject({ method: 'DELETE', url: `/api/media/${id}`, headers }),
      ]);
      outcomes.push(`${published.statusCode}/${removed.statusCode}`);
      if (published.statusCode === 200) {
        expect(removed.statusCode, `round ${round}`).toBe(409);
        for (const app of [a, b])
          expect(
            (await app.inject({ method: 'GET', url: `/media/${id}` })).statusCode,
            `round ${round}`,
          ).toBe(200);
      } else {
        expect([published.statusCode, removed.statusCode], `round ${round}`).toEqual([400, 200]);
        expect(published.json().fields).toEqual({
          'about.photo.id': 'This file was removed from the media library. Upload it again.',
        });
      }
    }
    expect(outcomes.every((outcome) => outcome === '200/409' || outcome === '400/200')).toBe(true);
  });
});
