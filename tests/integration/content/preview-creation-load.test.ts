import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { previewCreationCapacity, previewRetryAfterSeconds } from '#server/services/pages/page-previews.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { ANSWER_DEADLINE_MS } from '#tests/support/deadlines.js';
import { sourcePageRenderer } from '#tests/support/source-page-renderer.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { writeWebBuild } from '#tests/support/web-build.js';
import type { PageRenderer } from '#web/page-renderer.js';

const pageRenderer = await sourcePageRenderer();

/**
 * A preview creation once rendered every page to learn which show its collection, blocking the
 * event loop for 1.0–1.6 s; 20 at once kept /health waiting 17 s. The pages are now learnt once
 * per published revision, a page per turn of the event loop, and creations are capped.
 * (bench/preview-creation.ts measures the times; here only that /health keeps answering.)
 */
describe('twenty preview creations at once', { timeout: 180_000 }, () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('keep /health answering, learn the pages once per revision, and refuse the excess with Retry-After', async () => {
    /** How many times each page was asked which collections it reads. */
    const asked = new Map<string, number>();
    const countingRenderer: PageRenderer = {
      ...pageRenderer,
      collectionsReadBy(pagePath, input) {
        asked.set(pagePath, (asked.get(pagePath) ?? 0) + 1);
        return pageRenderer.collectionsReadBy(pagePath, input);
      },
    };
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
    writeWebBuild(webRoot);
    testApp = await createTestApp('sqlite', { WEB_ROOT: webRoot }, { pageRenderer: countingRenderer });
    const { app } = testApp;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const headers = { ...(await adminHeaders(app)), 'content-type': 'application/json' };
    const read = await fetch(`${origin}/api/content/branches`, { headers });
    const branches = ((await read.json()) as { data: { document: unknown; revision: number } }).data;

    const createPreview = () =>
      fetch(`${origin}/api/content/branches/previews`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ document: branches.document }),
      });

    // /health, asked one request after another while the previews are made: the longest wait.
    let creating = true;
    let longestHealthWait = 0;
    let healthAnswers = 0;
    const healthChecks = (async () => {
      while (creating) {
        const started = performance.now();
        const response = await fetch(`${origin}/health`);
        await response.arrayBuffer();
        longestHealthWait = Math.max(longestHealthWait, performance.now() - started);
        if (response.status === 200) healthAnswers += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answers = await Promise.all(Array.from({ length: 20 }, createPreview));
    creating = false;
    await healthChecks;

    const created = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(created.length + refused.length).toBe(20);
    // Those beyond the running and waiting places are refused at once; the running ones finish.
    expect(refused.length).toBeGreaterThanOrEqual(
      20 - previewCreationCapacity.running - previewCreationCapacity.waiting,
    );
    expect(created.length).toBeGreaterThanOrEqual(previewCreationCapacity.running);
    for (const answer of refused)
      expect(answer.headers.get('retry-after')).toBe(String(previewRetryAfterSeconds));
    const first = created[0];
    if (!first) throw new Error('the running creations are made');
    const preview = (await first.json()) as { data: { pages: { path: string }[] } };
    expect(preview.data.pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/', '/retail', '/distribution']),
    );

    expect(healthAnswers).toBeGreaterThan(0);
    expect(longestHealthWait).toBeLessThan(ANSWER_DEADLINE_MS);

    // Each page was asked once for this revision, however many previews were made.
    expect(asked.size).toBeGreaterThan(10);
    expect([...asked.values()].every((times) => times === 1)).toBe(true);
    expect((await createPreview()).status).toBe(200);
    expect([...asked.values()].every((times) => times === 1)).toBe(true);

    // A publish is a new revision: its pages are learnt once more, once.
    const published = await fetch(`${origin}/api/content/branches`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ document: branches.document, baseRevision: branches.revision }),
    });
    expect(published.status).toBe(200);
    await Promise.all([createPreview(), createPreview()]);
    expect([...asked.values()].every((times) => times === 2)).toBe(true);
  });
});
