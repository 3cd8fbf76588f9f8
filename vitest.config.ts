import { defineConfig } from 'vitest/config';

/**
 * Unit tests sit beside the code they test (`src/**\/*.test.ts`, `scripts/**\/*.test.ts`); integration
 * tests build the real server and call it in-process (`tests/integration`), on SQLite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
