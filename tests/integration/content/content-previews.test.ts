import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteContent } from '#content/index.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { sourcePageRenderer } from '#tests/support/source-page-renderer.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { writeWebBuild } from '#tests/support/web-build.js';
import type { PageRenderer } from '#web/page-renderer.js';

const pageRenderer = await sourcePageRenderer();

const draftPhone = '+91 98300 55555';
const banner = 'Preview — not published.';

function newWebRoot(): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
  writeWebBuild(webRoot);
  return webRoot;
}

type Preview = { expiresAt: string; pages: { path: string; previewPath: string }[] };

describe.each(databaseEngines)('previews of unpublished content on %s', (engine) => {
  let testApp: TestApp;
  /** Every page the renderer makes, previews included. */
  let renders: string[];
  /** The server's clock, which the tests move. */
  let clock: number;
  afterEach(() => testApp.close());

  async function start() {
    renders = [];
    const countingRenderer: PageRenderer = {
      ...pageRenderer,
      renderPage(pagePath, input) {
        renders.push(pagePath);
        return pageRenderer.renderPage(pagePath, input);
      },
    };
    testApp = await createTestApp(engine, { WEB_ROOT: newWebRoot() }, { pageRenderer: countingRenderer });
    clock = Date.parse('2026-11-23T06:30:00.000Z');
    testApp.app.now = () => new Date(clock);
    await testApp.app.ready();
    return { app: testApp.app, headers: await adminHeaders(testApp.app) };
  }

  async function readBranches(app: TestApp['app'], headers: Record<string, string>) {
    const response = await app.inject({ method: 'GET', url: '/api/content/branches', headers });
    return response.json().data as { document: SiteContent['branches']; revision: number };
  }

  /** The branches with Patna's phone changed, and the phone it had. */
  function withPatnaPhone(document: SiteContent['branches'], phone: string) {
    const draft = structuredClone(document);
    const patna = draft.offices.find((office) => office.city === 'Patna');
    if (!patna?.phone) throw new Error('the samples have a Patna branch with a phone');
    const publishedPhone = patna.phone;
    patna.phone = phone;
    return { draft, publishedPhone };
  }

  it('shows the draft on the pages that show the collection, leaving the published revision and pages alone', async () => {
    const { app, headers } = await start();
    const published = await readBranches(app, headers);
    expect((await app.inject({ method: 'GET', url: '/retail' })).statusCode).toBe(200);
    const { draft, publishedPhone } = withPatnaPhone(published.document, draftPhone);

    const created = await app.inject({
      method: 'POST',
      url: '/api/content/branches/previews',
      headers,
      payload: { document: draft },
    });
    expect(created.statusCode).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const preview = created.json().data as Preview;
    const pagePaths = preview.pages.map((page) => page.path);
    // The pages that show the branches, and not those that do not.
    expect(pagePaths).toEqual(expect.arrayContaining(['/', '/retail', '/distribution', '/careers']));
    expect(pagePaths).not.toContain('/activities');
    expect(pagePaths).not.toContain('/retail-partners'); // the same page as /distribution
    expect(preview.expiresAt).toBe('2026-11-23T07:00:00.000Z');

    const retail = preview.pages.find((page) => page.path === '/retail');
    if (!retail) throw new Error('/retail shows the branches');
    expect(retail.previewPath).toMatch(/^\/preview\/[\w-]{43}\/retail$/);
    const shown = await app.inject({ method: 'GET', url: retail.previewPath });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(shown.headers['referrer-policy']).toBe('no-referrer');
    expect(shown.body).toContain(banner);
    expect(shown.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(shown.body).toContain(draftPhone);
    expect(shown.body).toContain('href="tel:+919830055555"');
    expect(shown.body).not.toContain(publishedPhone);

    // Another server on the same database (behind the same load balancer) answers the link too.
    const other = await createTestApp(
      engine,
      { WEB_ROOT: newWebRoot() },
      { pageRenderer, database: testApp.database },
    );
    other.app.now = () => new Date(clock);
    try {
      expect((await other.app.inject({ method: 'GET', url: retail.previewPath })).body).toContain(draftPhone);
    } finally {
      await other.app.close();
    }

    // The home page at /preview/<token>/ and at /preview/<token> alike.
    const token = retail.previewPath.split('/')[2];
    for (const home of [`/preview/${token}/`, `/preview/${token}`]) {
      expect((await app.inject({ method: 'GET', url: home })).body).toContain(draftPhone);
    }

    // The live site, the published revision and the page cache are untouched: /retail is still the
    // page rendered before the preview, served from memory.
    const rendersOfRetail = renders.filter((page) => page === '/retail').length;
    const live = await app.inject({ method: 'GET', url: '/retail' });
    expect(live.body).toContain(publishedPhone);
    expect(live.body).not.toContain(draftPhone);
    expect(live.body).not.toContain(banner);
    expect(renders.filter((page) => page === '/retail')).toHaveLength(rendersOfRetail);
    expect(await readBranches(app, headers)).toEqual(published);
    const history = await app.inject({ method: 'GET', url: '/api/content/branches/revisions', headers });
    expect(history.json().data.revisions).toHaveLength(1);
  });

  it('refuses an invalid draft with a message per field, as a save does, and keeps nothing', async () => {
    const { app, headers } = await start();
    const published = await readBranches(app, headers);
    const { draft } = withPatnaPhone(published.document, 'call us');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/content/branches/previews',
      headers,
      payload: { document: draft },
    });
    expect(refused.statusCode).toBe(400);
    const patnaIndex = draft.offices.findIndex((office) => office.city === 'Patna');
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      fields: {
        [`offices.${patnaIndex}.phone`]:
          'Phone must be a 10-digit mobile like 98300 12345 or a landline with its STD code like 033 2234 5678',
      },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/content/recipes/previews',
      headers,
      payload: { document: {} },
    });
    expect(unknown.statusCode).toBe(400);
    expect(await testApp.database.db.selectFrom('content_previews').selectAll().execute()).toEqual([]);
  });

  it('answers 404 for an unknown token and for a preview past its 30 minutes, and deletes expired ones', async () => {
    const { app, headers } = await start();
    const published = await readBranches(app, headers);
    const { draft } = withPatnaPhone(published.document, draftPhone);
    const createPreview = async () => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/content/branches/previews',
        headers,
        payload: { document: draft },
      });
      return (
        (created.json().data as Preview).pages.find((page) => page.path === '/retail')?.previewPath ?? ''
      );
    };
    const previewPath = await createPreview();
    expect((await app.inject({ method: 'GET', url: previewPath })).statusCode).toBe(200);

    const unknown = await app.inject({ method: 'GET', url: `/preview/${'A'.repeat(43)}/retail` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'not_found' });
    expect(unknown.headers['x-robots-tag']).toBe('noindex, nofollow');

    clock += 29 * 60 * 1000;
    expect((await app.inject({ method: 'GET', url: previewPath })).statusCode).toBe(200);
    clock += 60 * 1000;
    const expired = await app.inject({ method: 'GET', url: previewPath });
    expect(expired.statusCode).toBe(404);
    expect(expired.body).not.toContain(draftPhone);

    // The next preview made deletes the expired one.
    await createPreview();
    expect(await testApp.database.db.selectFrom('content_previews').selectAll().execute()).toHaveLength(1);
  });

  it('shows an unknown page of a preview as the not-found page, and a page in the wrong case at its own address', async () => {
    const { app, headers } = await start();
    const published = await readBranches(app, headers);
    const created = await app.inject({
      method: 'POST',
      url: '/api/content/branches/previews',
      headers,
      payload: { document: withPatnaPhone(published.document, draftPhone).draft },
    });
    const home = (created.json().data as Preview).pages.find((page) => page.path === '/');
    const token = home?.previewPath.split('/')[2];
    const missing = await app.inject({ method: 'GET', url: `/preview/${token}/no-such-page` });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(banner);
    const upperCase = await app.inject({ method: 'GET', url: `/preview/${token}/Retail` });
    expect(upperCase.statusCode).toBe(301);
    expect(upperCase.headers.location).toBe(`/preview/${token}/retail`);
  });
});
