import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests sit beside the code they test (`src/**\/*.test.ts`, `scripts/**\/*.test.ts`); integration
 * tests build the real server and call it in-process (`tests/integration`), on SQLite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 *
 * Files share their worker's modules (`isolate: false`): loading the server's modules again for
 * each of the 230 files took more of the run than the tests did. The modules keep no state between
 * files but caches; the tests that stub globals put them back themselves. The files that replace a
 * module (`vi.mock`, found here by reading the test files) still run isolated: with shared modules the replacement could miss a module
 * an earlier file loaded, or reach a later file.
 */
const filesThatMockModules = ['src', 'scripts', 'tests/integration']
  .flatMap((folder) =>
    fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`),
  )
  .filter((file) => /\.test\.tsx?$/.test(file) && fs.readFileSync(file, 'utf8').includes('vi.mock('));

const unitTests = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
const integrationTests = ['tests/integration/**/*.test.ts'];
/** Drops the PostgreSQL schemas each file's tests leave for one another (test-database.ts). */
const integrationSetup = ['tests/support/integration-setup.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    // Vitest runs one worker fewer than the cores: a single worker on a 2-core machine. Much of an
    // integration test's time is waiting (PostgreSQL, Redis, timers, child processes), so a second
    // worker there shortens the run instead of only sharing the cores.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: unitTests, exclude: filesThatMockModules, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: integrationTests,
          exclude: filesThatMockModules,
          setupFiles: integrationSetup,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: filesThatMockModules, setupFiles: integrationSetup },
      },
    ],
  },
});
