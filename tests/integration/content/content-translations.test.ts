import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteContent } from '#content/index.js';
import { textFingerprint, withCheckedTranslations } from '#shared/content-translations.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { sourcePageRenderer } from '#tests/support/source-page-renderer.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { writeWebBuild } from '#tests/support/web-build.js';

const pageRenderer = await sourcePageRenderer();

function newWebRoot(): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
  writeWebBuild(webRoot);
  return webRoot;
}

/** The studio's side of the translations (issue 47): history, launch checklist and previews. */
describe.each(databaseEngines)('translations in the content studio on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  async function start() {
    testApp = await createTestApp(engine, { WEB_ROOT: newWebRoot() }, { pageRenderer });
    await testApp.app.ready();
    return { app: testApp.app, headers: await adminHeaders(testApp.app) };
  }

  async function readRetailPage(app: TestApp['app'], headers: Record<string, string>) {
    const response = await app.inject({ method: 'GET', url: '/api/content/retailPage', headers });
    return response.json().data as { document: SiteContent['retailPage']; revision: number };
  }

  /** The retail page with its Bengali heading replaced by `heading`. */
  function withBengaliHeading(document: SiteContent['retailPage'], heading: string) {
    const changed = structuredClone(document);
    const bengali = changed.translations?.bn;
    if (!bengali?.['hero.heading']) throw new Error('the samples have the retail page in Bengali');
    bengali['hero.heading'] = heading;
    return changed;
  }

  it("tells a published translation in the history by its language and the field's name", async () => {
    const { app, headers } = await start();
    const { document, revision } = await readRetailPage(app, headers);
    const published = await app.inject({
      method: 'PUT',
      url: '/api/content/retailPage',
      headers,
      payload: { document: withBengaliHeading(document, 'HP ও Lenovo-র দোকান'), baseRevision: revision },
    });
    expect(published.statusCode).toBe(200);
    const history = await app.inject({ method: 'GET', url: '/api/content/retailPage/revisions', headers });
    expect(history.json().data.revisions[0].summary).toEqual(['Bengali: changed Top of the page › Heading']);
  });

  it('counts in the launch checklist the texts not translated by language and collection, and the sample translations', async () => {
    const { app, headers } = await start();
    type Languages = {
      language: string;
      untranslated: { collection: string; count: number }[];
      samples: { collection: string; count: number; firstPath: string }[];
    }[];
    const sampleCount = (language: Languages[number]) =>
      language.samples.reduce((count, entry) => count + entry.count, 0);
    const checklistLanguages = async () =>
      (await app.inject({ method: 'GET', url: '/api/content/checklist', headers })).json().data
        .languages as Languages;
    const [bengali, hindi] = await checklistLanguages();
    expect(bengali).toMatchObject({ language: 'bn', name: 'Bengali', untranslated: [] });
    expect(sampleCount(bengali!)).toBeGreaterThan(100);

    const { document, revision } = await readRetailPage(app, headers);
    const changed = withBengaliHeading(document, 'HP ও Lenovo-র দোকান');
    delete changed.translations!.bn!['hero.text'];
    const published = await app.inject({
      method: 'PUT',
      url: '/api/content/retailPage',
      headers,
      payload: { document: changed, baseRevision: revision },
    });
    expect(published.statusCode).toBe(200);
    const [bengaliAfter, hindiAfter] = await checklistLanguages();
    expect(bengaliAfter!.untranslated).toEqual([
      { collection: 'retailPage', count: 1, firstPath: 'hero.text' },
    ]);
    // One translation changed by a person and one removed: two fewer sample translations.
    expect(sampleCount(bengaliAfter!)).toBe(sampleCount(bengali!) - 2);
    expect(hindiAfter).toEqual(hindi);
  });

  it('takes the sample translations a speaker checked off the checklist, through a draft and its publish, and says so in the history', async () => {
    const { app, headers } = await start();
    const retailSamples = async () =>
      (await app.inject({ method: 'GET', url: '/api/content/checklist', headers }))
        .json()
        .data.languages.find((language: { language: string }) => language.language === 'bn')
        .samples.find((entry: { collection: string }) => entry.collection === 'retailPage');
    const before = await retailSamples();
    expect(before).toEqual({
      collection: 'retailPage',
      count: expect.any(Number),
      firstPath: expect.stringMatching(/^translations\.bn\./),
    });

    // The studio is told the samples' translations by their fingerprints, not their texts.
    const read = await app.inject({ method: 'GET', url: '/api/content/retailPage', headers });
    const { document, revision, sampleTranslations } = read.json().data as {
      document: SiteContent['retailPage'];
      revision: number;
      sampleTranslations: Record<string, Record<string, string>>;
    };
    const heading = document.translations!.bn!['hero.heading']!;
    expect(sampleTranslations.bn!['hero.heading']).toBe(textFingerprint(heading));
    expect(JSON.stringify(sampleTranslations)).not.toContain(heading);

    // A mark that is no fingerprint is refused at publish by the collection's schema.
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/content/retailPage',
      headers,
      payload: {
        document: { ...document, checkedTranslations: { bn: { 'hero.heading': 'Not a fingerprint!' } } },
        baseRevision: revision,
      },
    });
    expect(refused.statusCode).toBe(400);

    const checked = withCheckedTranslations(document, 'bn', ['hero.heading', 'hero.text']);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/content/drafts/retailPage',
      headers,
      payload: { document: checked, baseRevision: revision },
    });
    expect(saved.statusCode).toBe(200);
    // A draft is nobody's check yet.
    expect(await retailSamples()).toEqual(before);
    const published = await app.inject({
      method: 'POST',
      url: '/api/admin/content/drafts/publish',
      headers,
      payload: { collections: ['retailPage'] },
    });
    expect(published.statusCode).toBe(200);
    expect((await retailSamples()).count).toBe(before.count - 2);
    const history = await app.inject({ method: 'GET', url: '/api/content/retailPage/revisions', headers });
    expect(history.json().data.revisions[0].summary).toEqual([
      'Bengali: checked Top of the page › Heading',
      'Bengali: checked Top of the page › Text',
    ]);
  });

  describe('publishing one language alone ("Publish Bengali only")', () => {
    const DRAFTS = '/api/admin/content/drafts';

    /** The retail page with its English, Bengali and Hindi headings all changed: a draft in progress. */
    function draftOf(document: SiteContent['retailPage']) {
      const draft = withBengaliHeading(document, 'HP ও Lenovo-র নতুন দোকান');
      draft.hero.heading = 'HP and Lenovo stores, new';
      draft.translations!.hi!['hero.heading'] = 'HP और Lenovo के नए स्टोर';
      return draft;
    }

    async function saveDraft(
      app: TestApp['app'],
      headers: Record<string, string>,
      draft: object,
      base: number,
    ) {
      const saved = await app.inject({
        method: 'PUT',
        url: `${DRAFTS}/retailPage`,
        headers,
        payload: { document: draft, baseRevision: base },
      });
      expect(saved.statusCode).toBe(200);
    }

    const publishDrafts = (app: TestApp['app'], headers: Record<string, string>, language?: string) =>
      app.inject({
        method: 'POST',
        url: `${DRAFTS}/publish`,
        headers,
        payload: { collections: ['retailPage'], ...(language && { language }) },
      });

    it("publishes the draft's Bengali only, keeping the English and Hindi as published and the rest of the draft", async () => {
      const { app, headers } = await start();
      const { document, revision } = await readRetailPage(app, headers);
      const draft = draftOf(document);
      await saveDraft(app, headers, draft, revision);

      const published = await publishDrafts(app, headers, 'bn');
      expect(published.statusCode).toBe(200);
      expect(published.json().data.revisions).toEqual([{ collection: 'retailPage', revision: revision + 1 }]);
      const after = await readRetailPage(app, headers);
      expect(after.revision).toBe(revision + 1);
      expect(after.document.hero.heading).toBe(document.hero.heading);
      expect(after.document.translations?.hi).toEqual(document.translations?.hi);
      expect(after.document.translations?.bn).toEqual(draft.translations?.bn);
      expect((await app.inject({ method: 'GET', url: '/bn/retail' })).body).toContain(
        'HP ও Lenovo-র নতুন দোকান',
      );
      const history = await app.inject({ method: 'GET', url: '/api/content/retailPage/revisions', headers });
      expect(history.json().data.revisions[0].summary).toEqual([
        'Bengali: changed Top of the page › Heading',
      ]);

      // The draft keeps its English and Hindi, now on the new revision: publishing it is no conflict.
      const kept = await app.inject({ method: 'GET', url: `${DRAFTS}/retailPage`, headers });
      expect(kept.json().data).toMatchObject({ document: draft, baseRevision: revision + 1 });
      expect((await publishDrafts(app, headers)).statusCode).toBe(200);
      const all = await readRetailPage(app, headers);
      expect(all.document.hero.heading).toBe('HP and Lenovo stores, new');
      expect(all.document.translations?.hi?.['hero.heading']).toBe('HP और Lenovo के नए स्टोर');
      expect((await app.inject({ method: 'GET', url: `${DRAFTS}/retailPage`, headers })).statusCode).toBe(
        404,
      );
    });

    it('refuses with 409, publishing nothing, when someone published since the draft began', async () => {
      const { app, headers } = await start();
      const { document, revision } = await readRetailPage(app, headers);
      await saveDraft(app, headers, draftOf(document), revision);
      // Someone else publishes the retail page meanwhile.
      const theirs = structuredClone(document);
      theirs.hero.text = 'Visit our stores in Kolkata.';
      const other = await app.inject({
        method: 'PUT',
        url: '/api/content/retailPage',
        headers: await adminHeaders(app, 'editor'),
        payload: { document: theirs, baseRevision: revision },
      });
      expect(other.statusCode).toBe(200);

      const refused = await publishDrafts(app, headers, 'bn');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().conflicts).toEqual([
        {
          collection: 'retailPage',
          latestRevision: revision + 1,
          differences: ['Top of the page: new text'],
        },
      ]);
      const after = await readRetailPage(app, headers);
      expect(after.revision).toBe(revision + 1);
      expect(after.document.translations?.bn).toEqual(document.translations?.bn);
      const kept = await app.inject({ method: 'GET', url: `${DRAFTS}/retailPage`, headers });
      expect(kept.json().data.baseRevision).toBe(revision);
    });

    it('refuses a language that is not one of the other site languages', async () => {
      const { app, headers } = await start();
      const { document, revision } = await readRetailPage(app, headers);
      await saveDraft(app, headers, draftOf(document), revision);
      for (const language of ['en', 'fr'])
        expect((await publishDrafts(app, headers, language)).statusCode).toBe(400);
      expect((await readRetailPage(app, headers)).revision).toBe(revision);
    });
  });

  it("previews each changed page in every language: a draft's Bengali shows in the Bengali preview, not on the published /bn page", async () => {
    const { app, headers } = await start();
    const { document } = await readRetailPage(app, headers);
    const draftHeading = 'খসড়া: HP ও Lenovo-র নতুন স্টোর';
    const created = await app.inject({
      method: 'POST',
      url: '/api/content/retailPage/previews',
      headers,
      payload: { document: withBengaliHeading(document, draftHeading) },
    });
    expect(created.statusCode).toBe(200);
    type Page = {
      path: string;
      previewPath: string;
      inOtherLanguages: { language: string; name: string; previewPath: string }[];
    };
    const retail = (created.json().data.pages as Page[]).find((page) => page.path === '/retail');
    if (!retail) throw new Error('/retail shows the retail page');
    const token = retail.previewPath.split('/')[2];
    expect(retail.inOtherLanguages).toEqual([
      { language: 'bn', name: 'Bengali', previewPath: `/preview/${token}/bn/retail` },
      { language: 'hi', name: 'Hindi', previewPath: `/preview/${token}/hi/retail` },
    ]);

    const bengaliPreview = await app.inject({ method: 'GET', url: `/preview/${token}/bn/retail` });
    expect(bengaliPreview.statusCode).toBe(200);
    expect(bengaliPreview.body).toContain('lang="bn-IN"');
    expect(bengaliPreview.body).toContain(draftHeading);
    for (const url of [`/preview/${token}/retail`, `/preview/${token}/hi/retail`, '/bn/retail']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(draftHeading);
    }
    expect((await app.inject({ method: 'GET', url: '/bn/retail' })).body).toContain(
      document.translations!.bn!['hero.heading'],
    );
    // A page missing from the Bengali preview is the Bengali not-found page.
    const missing = await app.inject({ method: 'GET', url: `/preview/${token}/bn/no-such-page` });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('lang="bn-IN"');
  });
});
