import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromePath, chromiumFlags } from './tests/support/chromium.js';
import { freePort } from './tests/support/free-port.js';

/**
 * End-to-end tests: the built site served by the real server (on a free port, with its own empty
 * SQLite database), driven in Debian's Chromium the way a visitor would.
 * Run `npm run build` first (`npm test` does); BUILD_DIR picks another build than `dist`.
 */
// The runner and its workers each load this file; the environment carries the choice to the workers.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
export const e2eAdminPassword = 'e2e-admin-password-for-tests';
/** The tests' servers seal the authenticator apps' secrets, as a production server should. */
export const e2eTotpSecretKey = Buffer.alloc(32, 'e2e-totp-secret-key').toString('base64');
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const buildDirectory = path.resolve(process.env.BUILD_DIR ?? 'dist');

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: path.join(buildDirectory, 'test-results'),
  fullyParallel: true,
  workers: 2,
  // No retries, on CI too: `npm test` must pass on a fresh clone at the first run (issue 44), and a
  // retry would hide a flaky test, which must be fixed instead.
  retries: 0,
  // Budgets for a busy CI machine, not for this one: CI ran the suite 2.8 times slower than a quiet
  // machine (31.9 min against 11.3), single tests up to 4.9 times, and a 30 s budget failed a test
  // that takes 8.5 s here (careers.spec's application found by HR). A bug still fails at its check.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromePath,
      args: chromiumFlags,
    },
  },
  webServer: {
    command: `node ${path.join(buildDirectory, 'node/server/main.js')}`,
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_ROOT: path.join(buildDirectory, 'client'),
      SITE_URL: baseURL,
      ADMIN_PASSWORD: e2eAdminPassword,
      TOTP_SECRET_KEY: e2eTotpSecretKey,
      LOG_LEVEL: 'warn',
    },
  },
});
