import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { writeWebBuild } from '#tests/support/web-build.js';
import type { PageRenderer } from '#web/page-renderer.js';

/** Static files never reach the renderer; the build only needs one to serve them. */
const unusedRenderer = {} as PageRenderer;

// Uploaded media and the build's own videos share /media/: an upload's id is 64 hex digits, so
// every other name there is a file of the build.
describe('the site videos under /media beside uploaded media', () => {
  let testApp: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'media-web-'));
    writeWebBuild(webRoot);
    fs.mkdirSync(path.join(webRoot, 'media'));
    fs.writeFileSync(path.join(webRoot, 'media', 'discover-in-action.webm'), 'a sample video');
    testApp = await createTestApp('sqlite', { WEB_ROOT: webRoot }, { pageRenderer: unusedRenderer });
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves a video of the build as its static file', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/media/discover-in-action.webm' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('a sample video');
  });

  it('answers 404 for an upload id that is not stored', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/media/${'a'.repeat(64)}` });
    expect(response.statusCode).toBe(404);
  });
});
