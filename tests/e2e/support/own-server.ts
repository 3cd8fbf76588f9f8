// A test that changes what every page shows (publishing content) runs against a server of its own.
import { test as base } from '@playwright/test';
import { type RunningServer, startServer } from '#tests/support/server-process.js';
import { e2eAdminPassword } from '../../../playwright.config.js';

/**
 * Playwright's `test` with `baseURL` on a server started for this worker, with its own empty
 * database and the e2e admin password: the other specs, which read the shared server's content at
 * the same time, never see its edits.
 */
export const testOnOwnServer = base.extend<object, { ownServer: RunningServer }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern, and this one needs none
    async ({}, use) => {
      const server = await startServer({ environment: { ADMIN_PASSWORD: e2eAdminPassword } });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});
