import { defineConfig } from 'vitest/config';
import { preactAliases } from './vite.config.js';

/**
 * Unit tests sit beside the code (`src/**\/*.test.ts`); integration tests build the real server and
 * call it in-process (`tests/integration`), on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
export default defineConfig({
  resolve: { alias: preactAliases },
  // Their ES module builds: the CommonJS ones would require() the real React past the aliases.
  ssr: { resolve: { conditions: ['module', 'node'] } },
  test: {
    // Packages that import React are bundled into the tests, so the aliases reach them too.
    server: { deps: { inline: ['react-router', 'react-markdown'] } },
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
