import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteContent } from '#content/index.js';
import { sampleContent } from '#content/samples/index.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { applicationFormData, postApplication } from '#tests/support/job-application.js';
import { sourcePageRenderer } from '#tests/support/source-page-renderer.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { writeWebBuild } from '#tests/support/web-build.js';
import type { PageRenderer } from '#web/page-renderer.js';

const pageRenderer = await sourcePageRenderer();

/** The page renderer, counting the pages it renders (a page served from memory is not counted). */
function countingRenderer(): { renderer: PageRenderer; renders: string[] } {
  const renders: string[] = [];
  return {
    renders,
    renderer: {
      ...pageRenderer,
      renderPage(pagePath, input) {
        renders.push(pagePath);
        return pageRenderer.renderPage(pagePath, input);
      },
    },
  };
}

function newWebRoot(): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
  writeWebBuild(webRoot);
  return webRoot;
}

describe.each(databaseEngines)('the content studio on %s', (engine) => {
  let testApp: TestApp;
  let counted: ReturnType<typeof countingRenderer>;
  afterEach(() => testApp.close());

  async function start() {
    counted = countingRenderer();
    testApp = await createTestApp(engine, { WEB_ROOT: newWebRoot() }, { pageRenderer: counted.renderer });
    await testApp.app.ready();
    return { app: testApp.app, headers: await adminHeaders(testApp.app) };
  }

  async function readDocument<Name extends keyof SiteContent>(
    app: TestApp['app'],
    headers: Record<string, string>,
    name: Name,
  ) {
    const response = await app.inject({ method: 'GET', url: `/api/content/${name}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json().data as { document: SiteContent[Name]; revision: number };
  }

  async function publish(
    app: TestApp['app'],
    headers: Record<string, string>,
    name: string,
    document: unknown,
    baseRevision: number,
  ) {
    return app.inject({
      method: 'PUT',
      url: `/api/content/${name}`,
      headers,
      payload: { document, baseRevision },
    });
  }

  it('starts a new database from the samples, one revision per collection, and lists them', async () => {
    const { app, headers } = await start();
    const list = await app.inject({ method: 'GET', url: '/api/content', headers });
    const collections = list.json().data.collections as { collection: string; revision: number }[];
    expect(collections.map((entry) => entry.collection)).toEqual(Object.keys(sampleContent));
    expect(collections.every((entry) => entry.revision === 1)).toBe(true);
    const { document } = await readDocument(app, headers, 'branches');
    expect(document).toEqual(sampleContent.branches);
  });

  it('publishes a save to every page that shows it on the next request, and keeps it after a restart', async () => {
    const { app, headers } = await start();
    const before = await app.inject({ method: 'GET', url: '/' });
    await app.inject({ method: 'GET', url: '/' });
    expect(counted.renders.filter((page) => page === '/')).toHaveLength(1); // the second from memory

    const { document, revision } = await readDocument(app, headers, 'branches');
    const patna = document.offices.find((office) => office.city === 'Patna');
    if (!patna) throw new Error('the samples have a Patna branch');
    const oldPhone = patna.phone ?? '';
    expect(before.body).toContain(oldPhone);
    patna.phone = '+91 98300 12345';
    const saved = await publish(app, headers, 'branches', document, revision);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.revision).toBe(revision + 1);

    for (const page of ['/', '/retail', '/distribution']) {
      const html = (await app.inject({ method: 'GET', url: page })).body;
      expect(html).toContain('+91 98300 12345');
      expect(html).not.toContain(oldPhone);
    }

    // Another server on the same database (a restart) reads the same published revision.
    const again = await createTestApp(
      engine,
      { WEB_ROOT: newWebRoot() },
      { pageRenderer, database: testApp.database },
    );
    try {
      expect((await again.app.inject({ method: 'GET', url: '/' })).body).toContain('+91 98300 12345');
    } finally {
      await again.app.close();
    }
  });

  it('refuses an invalid document with a message per field and a stale base revision with 409, saving nothing', async () => {
    const { app, headers } = await start();
    const brands = await readDocument(app, headers, 'brands');
    const nameless = structuredClone(brands.document);
    (nameless.brands[0] as { name?: string }).name = undefined;
    const invalid = await publish(app, headers, 'brands', nameless, brands.revision);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ success: false, fields: { 'brands.0.name': 'Name is required' } });
    expect(invalid.json().message).toBe('brands.0.name: Name is required');

    const branches = await readDocument(app, headers, 'branches');
    const lettered = structuredClone(branches.document);
    lettered.offices[0]!.phone = 'call us';
    const badPhone = await publish(app, headers, 'branches', lettered, branches.revision);
    expect(badPhone.statusCode).toBe(400);
    expect(Object.keys(badPhone.json().fields)).toEqual(['offices.0.phone']);

    const unknown = await publish(app, headers, 'recipes', {}, 1);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('collection');

    expect((await publish(app, headers, 'branches', branches.document, branches.revision)).statusCode).toBe(
      200,
    );
    const stale = await publish(app, headers, 'branches', branches.document, branches.revision);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, code: 'conflict' });
    expect((await readDocument(app, headers, 'branches')).revision).toBe(branches.revision + 1);
    expect((await readDocument(app, headers, 'brands')).revision).toBe(brands.revision);
  });

  it('lets one of two editors saving from the same revision win, on one database', async () => {
    const { app, headers } = await start();
    const { document, revision } = await readDocument(app, headers, 'awards');
    const answers = await Promise.all([
      publish(app, headers, 'awards', { awards: document.awards.slice(0, 1) }, revision),
      publish(app, headers, 'awards', { awards: document.awards.slice(0, 2) }, revision),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('keeps every save in the history, and restores an earlier revision as a new one', async () => {
    const { app, headers } = await start();
    const first = await readDocument(app, headers, 'services');
    const changed = structuredClone(first.document);
    changed.services[0]!.title = 'IT Hardware Supply';
    await publish(app, headers, 'services', changed, first.revision);

    const history = await app.inject({ method: 'GET', url: '/api/content/services/revisions', headers });
    const revisions = history.json().data.revisions as {
      revision: number;
      summary: string[];
      author: string;
    }[];
    expect(revisions.map((entry) => entry.revision)).toEqual([2, 1]);
    expect(revisions[0]).toMatchObject({
      summary: [
        `${first.document.services[0]!.title}: title “${first.document.services[0]!.title}” → “IT Hardware Supply”`,
      ],
      author: 'Owner Tester',
    });
    expect(revisions[1]).toMatchObject({ summary: ['First version'], author: 'samples' });
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('IT Hardware Supply');

    // Before a restore, the studio says what it would change on the published content.
    const beforeRestore = await app.inject({
      method: 'GET',
      url: '/api/content/services/revisions/1/restore-summary',
      headers,
    });
    expect(beforeRestore.json().data.summary).toEqual([
      `IT Hardware Supply: title “IT Hardware Supply” → “${first.document.services[0]!.title}”`,
    ]);
    const unknownRevision = await app.inject({
      method: 'GET',
      url: '/api/content/services/revisions/99/restore-summary',
      headers,
    });
    expect(unknownRevision.statusCode).toBe(404);

    const restored = await app.inject({
      method: 'POST',
      url: '/api/content/services/restore',
      headers,
      payload: { revision: 1, baseRevision: 2 },
    });
    expect(restored.json().data.revision).toBe(3);
    const restoredEntry = (
      await app.inject({ method: 'GET', url: '/api/content/services/revisions', headers })
    ).json().data.revisions[0];
    expect(restoredEntry.summary).toEqual([
      'Restored revision 1',
      `IT Hardware Supply: title “IT Hardware Supply” → “${first.document.services[0]!.title}”`,
    ]);
    expect((await readDocument(app, headers, 'services')).document).toEqual(first.document);
    expect((await app.inject({ method: 'GET', url: '/' })).body).not.toContain('IT Hardware Supply');
    const missing = await app.inject({
      method: 'POST',
      url: '/api/content/services/restore',
      headers,
      payload: { revision: 99, baseRevision: 3 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a restore from a revision that is no longer the latest with 409, as a save, and saves nothing', async () => {
    const { app, headers } = await start();
    const first = await readDocument(app, headers, 'services');
    const changed = structuredClone(first.document);
    changed.services[0]!.title = 'IT Hardware Supply';
    expect((await publish(app, headers, 'services', changed, first.revision)).statusCode).toBe(200);
    const restore = (baseRevision?: number) =>
      app.inject({
        method: 'POST',
        url: '/api/content/services/restore',
        headers,
        payload: { revision: first.revision, baseRevision },
      });

    // The editor opened revision 1; a save made revision 2 meanwhile: the restore must not replace it.
    const stale = await restore(first.revision);
    expect(stale.statusCode).toBe(409);
    const staleSave = await publish(app, headers, 'services', first.document, first.revision);
    expect(stale.json()).toEqual(staleSave.json());
    expect(stale.json()).toMatchObject({ success: false, code: 'conflict' });
    expect((await restore()).statusCode).toBe(400);
    expect((await readDocument(app, headers, 'services')).document.services[0]!.title).toBe(
      'IT Hardware Supply',
    );

    // A save and a restore from the same revision at the same moment: one wins, the other is told.
    const latest = first.revision + 1;
    const answers = await Promise.all([
      publish(app, headers, 'services', { ...changed, services: changed.services.slice(0, 2) }, latest),
      restore(latest),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await readDocument(app, headers, 'services')).revision).toBe(latest + 1);
  });

  it('lets the assistant answer for a branch added in the admin at once, and no longer deny it', async () => {
    const { app, headers } = await start();
    const ask = async (content: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/chat',
          payload: { messages: [{ role: 'user', content }] },
        })
      ).json().data.reply as string;
    expect(await ask('Do you have a branch in Jamshedpur?')).toContain(
      'We have no office in Jamshedpur itself',
    );

    const { document, revision } = await readDocument(app, headers, 'branches');
    const jamshedpur = {
      id: 'jamshedpur',
      name: 'Jamshedpur Branch',
      city: 'Jamshedpur',
      state: 'Jharkhand',
      address: 'Sample address line, Jamshedpur, Jharkhand 831000',
      phone: '+91 33 0000 0020',
      email: 'jamshedpur@example.com',
      isCorporate: false,
    };
    const published = await publish(
      app,
      headers,
      'branches',
      { ...document, offices: [...document.offices, jamshedpur] },
      revision,
    );
    expect(published.statusCode, published.body).toBe(200);

    const reply = await ask('Do you have a branch in Jamshedpur?');
    expect(reply).not.toContain('We have no office');
    expect(reply).toContain(jamshedpur.address);
    expect(reply).toContain('](tel:+913300000020)');
  });

  it('refuses a control character in any text, so a NUL never reaches applications or chat records', async () => {
    const { app, headers } = await start();
    const { document, revision } = await readDocument(app, headers, 'openings');
    const opening = document.openings[0]!;
    const withNul = { ...opening, title: `${opening.title}\u0000` };
    const refused = await publish(
      app,
      headers,
      'openings',
      { openings: [withNul, ...document.openings.slice(1)] },
      revision,
    );
    expect(refused.statusCode).toBe(400);
    // The one NUL check of every route (plugins/nul-characters.ts) answers before the studio's own.
    expect(refused.json().fields).toEqual({
      'document.openings.0.title': 'must not contain control characters',
    });
    expect((await readDocument(app, headers, 'openings')).revision).toBe(revision);

    const applied = await postApplication(
      app,
      applicationFormData({ jobId: opening.id, jobTitle: opening.title, position: opening.title }),
    );
    expect(applied.statusCode, applied.body).toBe(201);
  });

  it('puts a sixth opening on the careers page, its JobPosting and the form, takes applications for it, and drops it once it closes', async () => {
    const { app, headers } = await start();
    const { document, revision } = await readDocument(app, headers, 'openings');
    const today = new Date().toISOString().slice(0, 10);
    const sixth = {
      ...document.openings[0]!,
      id: '006',
      title: 'Warehouse Supervisor',
      datePosted: today,
      validThrough: '2099-12-31',
    };
    expect(
      (await publish(app, headers, 'openings', { openings: [...document.openings, sixth] }, revision))
        .statusCode,
    ).toBe(200);

    const careers = (await app.inject({ method: 'GET', url: '/careers' })).body;
    expect(careers.match(/"@type":"JobPosting"/g)).toHaveLength(6);
    expect(careers).toContain('Warehouse Supervisor');
    expect(careers).toMatch(/"positions":\[[^\]]*"Warehouse Supervisor"/);
    const applied = await postApplication(
      app,
      applicationFormData({
        jobId: '006',
        jobTitle: 'Warehouse Supervisor',
        position: 'Warehouse Supervisor',
      }),
    );
    expect(applied.statusCode).toBe(201);

    const chat = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { messages: [{ role: 'user', content: 'What job openings do you have?' }] },
    });
    expect(chat.json().data.reply).toContain('Warehouse Supervisor');

    const closed = { ...sixth, validThrough: '2020-01-31', datePosted: '2020-01-01' };
    expect(
      (await publish(app, headers, 'openings', { openings: [...document.openings, closed] }, revision + 1))
        .statusCode,
    ).toBe(200);
    const after = (await app.inject({ method: 'GET', url: '/careers' })).body;
    expect(after.match(/"@type":"JobPosting"/g)).toHaveLength(5);
    expect(after).not.toContain('Warehouse Supervisor');
    const late = await postApplication(
      app,
      applicationFormData({
        jobId: '006',
        jobTitle: 'Warehouse Supervisor',
        position: 'Warehouse Supervisor',
        email: 'late@example.com',
      }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('Warehouse Supervisor (Job ID 006) is no longer open');
  });

  it('lists what is still a sample in the launch checklist, and drops a value once replaced', async () => {
    const { app, headers } = await start();
    const checklist = async () =>
      (await app.inject({ method: 'GET', url: '/api/content/checklist', headers })).json().data.items as {
        collection: string;
        path: string;
        reason: string;
      }[];
    const before = await checklist();
    const reasons = new Set(before.map((item) => item.reason));
    expect(reasons).toEqual(new Set(['example-address', 'sample-number', 'sample-name', 'sample-media']));
    expect(before).toContainEqual(
      expect.objectContaining({
        collection: 'company',
        path: 'contacts.hr.email',
        reason: 'example-address',
      }),
    );

    const company = await readDocument(app, headers, 'company');
    company.document.contacts.hr.email = 'careers@infotech.in';
    await publish(app, headers, 'company', company.document, company.revision);
    const after = await checklist();
    expect(after.some((item) => item.path === 'contacts.hr.email')).toBe(false);
    expect(after.length).toBe(before.length - 1);
  });

  it('keeps a checklist value as it is for the person who says so, off the count, until the value changes', async () => {
    const { app, headers } = await start();
    const checklist = async () =>
      (await app.inject({ method: 'GET', url: '/api/content/checklist', headers })).json().data as {
        items: { collection: string; path: string; name: string; value: string }[];
        kept: { name: string; keptBy: string; keptAt: string }[];
      };
    const before = await checklist();
    const patna = before.items.find((item) => item.name === 'Patna Branch › Phone');
    if (!patna) throw new Error('the checklist does not name Patna Branch › Phone');
    const kept = await app.inject({
      method: 'POST',
      url: '/api/content/checklist/keeps',
      headers,
      payload: { collection: patna.collection, path: patna.path, value: patna.value },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const after = await checklist();
    expect(after.items).toHaveLength(before.items.length - 1);
    expect(after.kept).toEqual([
      expect.objectContaining({
        name: 'Patna Branch › Phone',
        keptBy: 'Owner Tester',
        keptAt: expect.any(String),
      }),
    ]);
    const stale = await app.inject({
      method: 'POST',
      url: '/api/content/checklist/keeps',
      headers,
      payload: { collection: 'branches', path: patna.path, value: '+91 98300 12345' },
    });
    expect(stale.statusCode).toBe(404);
  });

  it('refuses a nine-digit branch phone with a message naming the field and giving examples, publishing nothing; a right one reads as a sentence in the history', async () => {
    const { app, headers } = await start();
    const { document, revision } = await readDocument(app, headers, 'branches');
    const patna = document.offices.findIndex((office) => office.id === 'patna');
    const typo = structuredClone(document);
    typo.offices[patna]!.phone = '98300 1234';
    const refused = await publish(app, headers, 'branches', typo, revision);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      [`offices.${patna}.phone`]:
        'Phone must be a 10-digit mobile like 98300 12345 or a landline with its STD code like 033 2234 5678',
    });
    expect((await readDocument(app, headers, 'branches')).revision).toBe(revision);

    const fixed = structuredClone(document);
    fixed.offices[patna]!.phone = '98300 12345';
    expect((await publish(app, headers, 'branches', fixed, revision)).statusCode).toBe(200);
    const published = await readDocument(app, headers, 'branches');
    expect(published.document.offices[patna]!.phone).toBe('+91 98300 12345');
    expect((await app.inject({ method: 'GET', url: '/retail' })).body).toContain('href="tel:+919830012345"');
    const history = await app.inject({ method: 'GET', url: '/api/content/branches/revisions', headers });
    expect(history.json().data.revisions[0].summary).toEqual([
      `Patna Branch: phone ${document.offices[patna]!.phone} → +91 98300 12345`,
    ]);
  });

  it("gives the editor each collection's form as JSON Schema, titled, with the editing widgets", async () => {
    const { app, headers } = await start();
    const response = await app.inject({ method: 'GET', url: '/api/content/schemas', headers });
    expect(response.statusCode).toBe(200);
    const schemas = response.json().data.schemas;
    expect(Object.keys(schemas)).toEqual(Object.keys(sampleContent));
    const opening = schemas.openings.properties.openings.items;
    expect(opening.properties.title).toMatchObject({ type: 'string', title: 'Title', maxLength: 80 });
    expect(opening.properties.datePosted).toMatchObject({ title: 'Date posted', 'x-widget': 'date' });
    expect(opening.required).not.toContain('validThrough');
    expect(schemas.branches.properties.offices.items.properties.phone['x-widget']).toBe('tel');
  });

  it('answers 401 for every content route without a token', async () => {
    const { app } = await start();
    for (const [method, url] of [
      ['GET', '/api/content'],
      ['GET', '/api/content/branches'],
      ['PUT', '/api/content/branches'],
      ['GET', '/api/content/branches/revisions'],
      ['POST', '/api/content/branches/restore'],
      ['POST', '/api/content/branches/previews'],
      ['GET', '/api/content/checklist'],
      ['GET', '/api/content/schemas'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});
