// A test that changes what every page shows (publishing content), or reads counts that other
// specs' data would change, runs against a server of its own.
import { test as base } from '@playwright/test';
import { type RunningServer, startServer } from '#tests/support/server-process.js';
import { e2eAdminPassword, e2eTotpSecretKey } from '../../../playwright.config.js';

/** How long a file's beforeAll may take to start its own server and store what its tests need. */
export const ownServerStartTimeoutMs = 90_000;

const startOwnServer = () =>
  startServer({ environment: { ADMIN_PASSWORD: e2eAdminPassword, TOTP_SECRET_KEY: e2eTotpSecretKey } });

/**
 * Playwright's `test` with `baseURL` on a server started for this worker, with its own empty
 * database, the e2e admin password and key: the other specs, which read the shared server's content at
 * the same time, never see its edits.
 */
export const testOnOwnServer = base.extend<object, { ownServer: RunningServer }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern, and this one needs none
    async ({}, use) => {
      const server = await startOwnServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

/**
 * For a spec file whose tests read counts (applications by status, visits): a server started for
 * the file's first test and stopped after its last, with an empty database, so the counts are
 * exactly what the file itself stored, whichever specs ran before it in the worker, beside it on
 * the shared server, or as an earlier repetition. Call it at the top of the file; it answers the
 * running server (its data folder, for seeding). A beforeAll that stores data there makes its own
 * request context on the server's address (`playwright.request.newContext`) rather than use
 * `request`, and allows itself `ownServerStartTimeoutMs`.
 */
export function ownServerForThisFile(): () => Promise<RunningServer> {
  let server: Promise<RunningServer> | undefined;
  // Started by whichever asks first: Playwright may set up `baseURL` before the beforeAll hooks.
  const running = () => {
    server ??= startOwnServer();
    return server;
  };
  base.beforeAll(async () => {
    // A start on a busy machine can take most of a hook's usual 30 s.
    base.setTimeout(ownServerStartTimeoutMs);
    await running();
  });
  base.afterAll(async () => {
    const stopping = server;
    server = undefined;
    await (await stopping)?.stop();
  });
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern, and this one needs none
  base.use({ baseURL: async ({}, use) => use((await running()).url) });
  return running;
}
