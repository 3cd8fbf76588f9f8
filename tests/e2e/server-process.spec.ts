import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { delay, postInTwoParts, startServer } from '#tests/support/server-process.js';
import { desktopChrome } from '#tests/support/user-agents.js';

/**
 * The compiled server as its own process, as it runs in production: what happens to requests in
 * flight when it is told to stop. (What survives a SIGKILL is crash-recovery.spec.ts.)
 * Playwright, though no browser is driven: it needs the production build, as it runs in production,
 * and `npm test` builds only after the vitest suites have passed; the end-to-end suite is the one
 * that runs against the build (a second build, or a third suite, would cost more than it tells).
 */
test.describe('the server process', () => {
  test('finishes a request in flight on SIGTERM, then exits with 0', async () => {
    const server = await startServer();
    try {
      const sessionId = 'visitor_1718000000000_sigterm01';
      const body = Buffer.from(
        JSON.stringify({ sessionId, userAgent: desktopChrome, referrer: 'https://www.google.com/' }),
      );

      const response = await postInTwoParts(
        server.port,
        '/api/tracking/visitor',
        { bytes: body, contentType: 'application/json', splitAt: Math.floor(body.length / 2) },
        async () => {
          // The server has the request's headers and half its body when it is told to stop.
          await delay(300);
          server.process.kill('SIGTERM');
          await delay(700);
          expect(server.process.exitCode).toBeNull();
        },
      );

      expect(response.status).toBe(200);
      expect(JSON.parse(response.body)).toMatchObject({ success: true });
      expect(await server.exited).toBe(0);
      const database = new SQLite(path.join(server.dataDir, 'site.db'), { readonly: true });
      const stored = database
        .prepare('select count(*) as count from visitors where session_id = ?')
        .get(sessionId);
      database.close();
      expect(stored).toEqual({ count: 1 });
    } finally {
      server.process.kill('SIGKILL');
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  test('exits with 0 at once when idle, and frees its port', async () => {
    const server = await startServer();
    try {
      server.process.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      await expect(fetch(`http://127.0.0.1:${server.port}/health`)).rejects.toThrow();
    } finally {
      server.process.kill('SIGKILL');
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });
});
