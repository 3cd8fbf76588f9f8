import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { createTestDatabase, type TestDatabase } from '#tests/support/test-database.js';

let database: TestDatabase | undefined;
afterEach(() => database?.dispose());

it('logs a preview address with its token cut to its first characters', async () => {
  database = await createTestDatabase('sqlite');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-log-'));
  const lines: string[] = [];
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'none') }),
    database,
    logger: { level: 'info', stream: { write: (line) => void lines.push(line) } },
  });
  try {
    const token = 'Zq3xW9pL2mN8vB4cR7tY1uI6oP5aS0dF-gH_jK2lE3w';
    await app.inject({ method: 'GET', url: `/preview/${token}/retail` });
    const logged = lines.join('\n');
    expect(logged).toContain('/preview/Zq3xW9…/retail');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(token.slice(0, 10));
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
