import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteContent } from '#content/index.js';
import { adminHeaders, staffAccount } from '#tests/support/admin-session.js';
import { sourcePageRenderer } from '#tests/support/source-page-renderer.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { writeWebBuild } from '#tests/support/web-build.js';

const pageRenderer = await sourcePageRenderer();
const DRAFTS = '/api/admin/content/drafts';

function newWebRoot(): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
  writeWebBuild(webRoot);
  return webRoot;
}

type Headers = Record<string, string>;

describe.each(databaseEngines)('drafts of content on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  async function start() {
    testApp = await createTestApp(engine, { WEB_ROOT: newWebRoot() }, { pageRenderer });
    await testApp.app.ready();
    const app = testApp.app;
    return {
      app,
      owner: await adminHeaders(app, 'owner'),
      editor: await adminHeaders(app, 'editor'),
      hr: await adminHeaders(app, 'hr'),
    };
  }

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  async function published<Name extends keyof SiteContent>(name: Name, headers: Headers) {
    const response = await call('GET', `/api/content/${name}`, headers);
    return response.json().data as { document: SiteContent[Name]; revision: number };
  }

  /** The branches with Patna's phone changed. */
  function branchesWithPhone(document: SiteContent['branches'], phone: string) {
    const draft = structuredClone(document);
    const patna = draft.offices.find((office) => office.city === 'Patna');
    if (!patna) throw new Error('the samples have a Patna branch');
    patna.phone = phone;
    return draft;
  }

  it('keeps a half-typed draft for its author alone, reads it back, lists and discards it', async () => {
    const { owner, editor, hr } = await start();
    const { revision } = await published('branches', editor);
    // Not a valid branches document (offices is half typed): a draft may be, a publish may not.
    const halfTyped = { offices: [{ city: 'Pat' }] };
    const saved = await call('PUT', `${DRAFTS}/branches`, editor, {
      document: halfTyped,
      baseRevision: revision,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ collection: 'branches', baseRevision: revision });

    const read = await call('GET', `${DRAFTS}/branches`, editor);
    expect(read.json().data).toMatchObject({ document: halfTyped, baseRevision: revision });
    expect((await call('GET', DRAFTS, editor)).json().data.drafts).toEqual([
      { collection: 'branches', baseRevision: revision, updatedAt: saved.json().data.updatedAt },
    ]);

    // Another person sees none of it, and cannot discard it.
    expect((await call('GET', `${DRAFTS}/branches`, owner)).statusCode).toBe(404);
    expect((await call('GET', DRAFTS, owner)).json().data.drafts).toEqual([]);
    expect((await call('DELETE', `${DRAFTS}/branches`, owner)).statusCode).toBe(404);

    // A later save replaces the draft.
    const newer = { offices: [{ city: 'Patna' }] };
    await call('PUT', `${DRAFTS}/branches`, editor, { document: newer, baseRevision: revision });
    expect((await call('GET', `${DRAFTS}/branches`, editor)).json().data.document).toEqual(newer);

    expect((await call('DELETE', `${DRAFTS}/branches`, editor)).statusCode).toBe(200);
    expect((await call('GET', `${DRAFTS}/branches`, editor)).statusCode).toBe(404);

    // HR keeps drafts of the job openings only, as it publishes only those.
    const openings = await published('openings', hr);
    expect(
      (await call('PUT', `${DRAFTS}/openings`, hr, { document: openings.document, baseRevision: 1 }))
        .statusCode,
    ).toBe(200);
    expect((await call('PUT', `${DRAFTS}/branches`, hr, { document: {}, baseRevision: 1 })).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `${DRAFTS}/publish`, hr, { collections: ['openings', 'branches'] })).statusCode,
    ).toBe(403);
  });

  it('refuses a draft that is not a JSON object, is too large or names no collection', async () => {
    const { app, editor } = await start();
    const notJson = await app.inject({
      method: 'PUT',
      url: `${DRAFTS}/branches`,
      headers: { ...editor, 'content-type': 'application/json' },
      payload: '{"document": {"offices": [',
    });
    expect(notJson.statusCode).toBe(400);
    const tooLarge = await call('PUT', `${DRAFTS}/branches`, editor, {
      document: { text: 'x'.repeat(1024 * 1024) },
      baseRevision: 1,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(
      (await call('PUT', `${DRAFTS}/recipes`, editor, { document: {}, baseRevision: 1 })).statusCode,
    ).toBe(400);
    expect((await call('POST', `${DRAFTS}/publish`, editor, { collections: ['recipes'] })).statusCode).toBe(
      400,
    );
    expect((await call('POST', `${DRAFTS}/publish`, editor, { collections: [] })).statusCode).toBe(400);
    expect((await call('POST', `${DRAFTS}/publish`, editor, { collections: ['branches'] })).statusCode).toBe(
      404,
    );
    expect((await call('GET', DRAFTS, editor)).json().data.drafts).toEqual([]);
  });

  it('previews two drafts under one token and publishes them as one change, clearing the drafts', async () => {
    const { app, owner, editor } = await start();
    const branches = await published('branches', editor);
    const services = await published('services', editor);
    const changedServices = structuredClone(services.document);
    changedServices.services[0]!.title = 'IT Hardware Supply Together';
    await call('PUT', `${DRAFTS}/branches`, editor, {
      document: branchesWithPhone(branches.document, '+91 98300 77777'),
      baseRevision: branches.revision,
    });
    await call('PUT', `${DRAFTS}/services`, editor, {
      document: changedServices,
      baseRevision: services.revision,
    });

    const preview = await call('POST', `${DRAFTS}/previews`, editor, {
      collections: ['branches', 'services'],
    });
    expect(preview.statusCode).toBe(200);
    const pages = preview.json().data.pages as { path: string; previewPath: string }[];
    const tokens = new Set(pages.map((page) => page.previewPath.split('/')[2]));
    expect(tokens.size).toBe(1);
    const home = pages.find((page) => page.path === '/');
    if (!home) throw new Error('the home page shows branches and services');
    const previewed = (await app.inject({ method: 'GET', url: home.previewPath })).body;
    expect(previewed).toContain('+91 98300 77777');
    expect(previewed).toContain('IT Hardware Supply Together');
    expect(previewed).toMatch(/unpublished changes\s*to (<!-- -->)?Branches.* and (<!-- -->)?/);
    // The live site is untouched by the preview.
    expect((await app.inject({ method: 'GET', url: '/' })).body).not.toContain('+91 98300 77777');

    const publish = await call('POST', `${DRAFTS}/publish`, editor, {
      collections: ['services', 'branches'],
    });
    expect(publish.statusCode).toBe(200);
    expect(publish.json().data.revisions).toEqual([
      { collection: 'branches', revision: branches.revision + 1 },
      { collection: 'services', revision: services.revision + 1 },
    ]);
    const live = (await app.inject({ method: 'GET', url: '/' })).body;
    expect(live).toContain('+91 98300 77777');
    expect(live).toContain('IT Hardware Supply Together');
    expect((await call('GET', DRAFTS, editor)).json().data.drafts).toEqual([]);

    const history = async (name: string) =>
      (await call('GET', `/api/content/${name}/revisions`, editor)).json().data.revisions[0];
    expect(await history('branches')).toMatchObject({ author: 'Editor Tester', publishedWith: ['services'] });
    expect(await history('services')).toMatchObject({ publishedWith: ['branches'] });

    const audit = (await call('GET', '/api/admin/audit?action=content-publish', owner)).json().data;
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      target: '“Branches and offices” and “Services”',
      summary: expect.stringMatching(
        /^Published “Branches and offices” \(revision \d+\) and “Services” \(revision \d+\) together$/,
      ),
    });
  });

  it('ends a preview link when its draft is discarded or its author disabled, and audits each preview made', async () => {
    const { app, owner, editor } = await start();
    const branches = await published('branches', editor);
    const draft = {
      document: branchesWithPhone(branches.document, '+91 98300 66666'),
      baseRevision: branches.revision,
    };
    const previewLink = async () => {
      await call('PUT', `${DRAFTS}/branches`, editor, draft);
      const preview = await call('POST', `${DRAFTS}/previews`, editor, { collections: ['branches'] });
      expect(preview.statusCode, preview.body).toBe(200);
      const pages = preview.json().data.pages as { path: string; previewPath: string }[];
      const home = pages.find((page) => page.path === '/');
      if (!home) throw new Error('the home page shows the branches');
      return home.previewPath;
    };
    const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

    const discardedLink = await previewLink();
    expect(await status(discardedLink)).toBe(200);
    expect((await call('DELETE', `${DRAFTS}/branches`, editor)).statusCode).toBe(200);
    expect(await status(discardedLink)).toBe(404);

    const disabledLink = await previewLink();
    expect(await status(disabledLink)).toBe(200);
    const editorAccount = await staffAccount(app, 'editor');
    const disabled = await call('PATCH', `/api/admin/users/${editorAccount.id}`, owner, {
      status: 'disabled',
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await status(disabledLink)).toBe(404);

    const audit = (await call('GET', '/api/admin/audit?action=content-preview', owner)).json().data;
    expect(audit.entries).toHaveLength(2);
    expect(audit.entries[0]).toMatchObject({
      accountName: 'Editor Tester',
      target: '“Branches and offices”',
      summary: expect.stringMatching(/^\d+ pages?, open until \d\d:\d\d UTC$/),
    });
  });

  it('publishes none of the drafts when one fails inside the change, and keeps them all', async () => {
    const { app, editor } = await start();
    const branches = await published('branches', editor);
    const hero = await published('heroSlides', editor);
    const brokenHero = structuredClone(hero.document);
    // An upload that is not in the media library: found only inside the publish's transaction,
    // after the branches (first in order) were written.
    brokenHero.slides[0]!.photo = { id: 'f'.repeat(64), alt: 'A removed upload' };
    await call('PUT', `${DRAFTS}/branches`, editor, {
      document: branchesWithPhone(branches.document, '+91 98300 66666'),
      baseRevision: branches.revision,
    });
    await call('PUT', `${DRAFTS}/heroSlides`, editor, { document: brokenHero, baseRevision: hero.revision });

    const refused = await call('POST', `${DRAFTS}/publish`, editor, {
      collections: ['branches', 'heroSlides'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty(['slides.0.photo.id']);
    expect(refused.json().message).toContain('Home page hero slides');
    expect((await published('branches', editor)).revision).toBe(branches.revision);
    expect((await published('heroSlides', editor)).revision).toBe(hero.revision);
    expect((await app.inject({ method: 'GET', url: '/' })).body).not.toContain('+91 98300 66666');
    expect((await call('GET', DRAFTS, editor)).json().data.drafts).toHaveLength(2);

    // A schema error is found before anything is written: nothing published either.
    await call('PUT', `${DRAFTS}/heroSlides`, editor, {
      document: { slides: 'none' },
      baseRevision: hero.revision,
    });
    const invalid = await call('POST', `${DRAFTS}/publish`, editor, {
      collections: ['branches', 'heroSlides'],
    });
    expect(invalid.statusCode).toBe(400);
    expect((await published('branches', editor)).revision).toBe(branches.revision);
  });

  it('refuses with 409 and the fields someone else changed when they published first, publishing nothing', async () => {
    const { owner, editor } = await start();
    const branches = await published('branches', editor);
    const services = await published('services', editor);
    await call('PUT', `${DRAFTS}/branches`, editor, {
      document: branchesWithPhone(branches.document, '+91 98300 44444'),
      baseRevision: branches.revision,
    });
    await call('PUT', `${DRAFTS}/services`, editor, {
      document: services.document,
      baseRevision: services.revision,
    });

    // The owner publishes another phone of the branches meanwhile.
    const theirs = branchesWithPhone(branches.document, '+91 98300 33333');
    expect(
      (
        await call('PUT', '/api/content/branches', owner, {
          document: theirs,
          baseRevision: branches.revision,
        })
      ).statusCode,
    ).toBe(200);

    const refused = await call('POST', `${DRAFTS}/publish`, editor, {
      collections: ['branches', 'services'],
    });
    expect(refused.statusCode).toBe(409);
    // What they changed, in words, by collection.
    const body = refused.json() as {
      code: string;
      conflicts: { collection: string; latestRevision: number; differences: string[] }[];
      message: string;
    };
    expect(body.code).toBe('conflict');
    expect(body.conflicts.map((conflict) => [conflict.collection, conflict.latestRevision])).toEqual([
      ['branches', branches.revision + 1],
    ]);
    expect(body.conflicts[0]?.differences.join(' ')).toContain('+91 98300 33333');
    expect(body.message).toContain('+91 98300 33333');
    expect((await published('services', editor)).revision).toBe(services.revision);
    expect((await published('branches', editor)).document).toEqual(theirs);
    expect((await call('GET', DRAFTS, editor)).json().data.drafts).toHaveLength(2);

    // A single publish answers a conflict the same way.
    const stale = await call('PUT', '/api/content/branches', editor, {
      document: branches.document,
      baseRevision: branches.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflicts[0].differences.join(' ')).toContain('+91 98300 33333');
  });

  it('clears the author’s draft of a collection published by a single publish, and drafts go with the account', async () => {
    const { app, owner, editor } = await start();
    const branches = await published('branches', editor);
    await call('PUT', `${DRAFTS}/branches`, editor, { document: branches.document, baseRevision: 1 });
    await call('PUT', `${DRAFTS}/branches`, owner, { document: branches.document, baseRevision: 1 });
    await call('PUT', '/api/content/branches', owner, {
      document: branchesWithPhone(branches.document, '+91 98300 22222'),
      baseRevision: branches.revision,
    });
    expect((await call('GET', DRAFTS, owner)).json().data.drafts).toEqual([]);
    expect((await call('GET', DRAFTS, editor)).json().data.drafts).toHaveLength(1);

    const editorAccount = await staffAccount(app, 'editor');
    expect((await call('DELETE', `/api/admin/users/${editorAccount.id}`, owner)).statusCode).toBe(200);
    const left = await app.database.db.selectFrom('content_drafts').selectAll().execute();
    expect(left).toEqual([]);
  });
});
