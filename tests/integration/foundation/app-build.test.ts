import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import { connectDatabase } from '#server/db/database.js';

/**
 * The app uses the database it is given and nothing more: whoever opens it migrates it (main.ts,
 * once at start) and closes it after the app.
 */
describe('building the app', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  });

  it('neither migrates the database it is given nor closes it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-app-build-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const database = connectDatabase({ kind: 'sqlite', file: path.join(dataDir, 'site.db') });
    cleanups.push(() => database.close());
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_ROOT: path.join(dataDir, 'none') });

    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    await app.close();

    const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
      database.db,
    );
    expect(rows).toEqual([]);
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
