import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceAdminPasswordHash } from '#server/db/admin-credentials-repository.js';
import { hashPassword } from '#server/services/admin/password-hashing.js';
import type { PageRenderer } from '#shared/page-renderer.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { writeWebBuild } from '#tests/support/web-build.js';

/** Static files never reach the renderer; the build only needs one to serve them. */
const unusedRenderer = {} as PageRenderer;

// Hashing is the same on both engines: SQLite is enough here.
describe('a flood of parallel wrong logins', { timeout: 60_000 }, () => {
  let testApp: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'flood-web-'));
    writeWebBuild(webRoot);
    testApp = await createTestApp('sqlite', { WEB_ROOT: webRoot }, { pageRenderer: unusedRenderer });
    await replaceAdminPasswordHash(testApp.database.db, await hashPassword('the-right-admin-password'));
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const assetTime = async () => {
    const startedAt = performance.now();
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    return performance.now() - startedAt;
  };

  it('refuses what the hashing capacity cannot take at once, and static files stay fast', async () => {
    await assetTime(); // the first request of a new app compiles its route
    // Sixty addresses guess at once: each is under its own lockout allowance.
    const logins = Array.from({ length: 60 }, (_, index) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { password: `wrong-guess-${index}` },
        remoteAddress: `198.51.100.${index + 1}`,
      }),
    );
    const assetTimes: number[] = [];
    for (let request = 0; request < 10; request++) assetTimes.push(await assetTime());
    const answers = await Promise.all(logins);

    // Without the cap sixty scrypt hashes fill the thread pool and files wait seconds behind them.
    // The first file also waits for the sixty logins' own parsing in the event loop: the median is
    // what the thread pool decides.
    const median = assetTimes.sort((a, b) => a - b)[Math.floor(assetTimes.length / 2)] ?? Infinity;
    expect(median).toBeLessThan(300);
    const statuses = answers.map((answer) => answer.statusCode);
    // Two hash at once and eight wait: the other fifty are answered 503 without hashing.
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 503)).toHaveLength(50);
    const busy = answers.find((answer) => answer.statusCode === 503);
    expect(busy?.json().message).toMatch(/^Too many sign-in attempts are being checked right now/);
    expect(busy?.headers['retry-after']).toBe('1');
  });
});
