import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { runAdminQuery } from '#tests/support/postgres-admin.js';
import { type DatabaseReader, readPostgres, readSqlite } from './stored-records.js';

/** The database that server processes store in, and how the test reads it back afterwards. */
export type DatabaseUnderTest = {
  /** What the server is given as DATABASE_URL; SQLite under the data folder when undefined. */
  databaseUrl: string | undefined;
  read(dataDir: string): Promise<DatabaseReader>;
  dispose(): Promise<void>;
};

/** Each server's own SQLite file, in its data folder. */
export const sqliteUnderTest: DatabaseUnderTest = {
  databaseUrl: undefined,
  read: async (dataDir) => readSqlite(path.join(dataDir, 'site.db')),
  dispose: async () => {},
};

/**
 * A schema of its own on the PostgreSQL server at `serverUrl`, which server processes reach through
 * their search_path; several processes given it share it, as instances of one deployment do.
 */
export async function postgresSchemaUnderTest(serverUrl: string): Promise<DatabaseUnderTest> {
  const schema = `crash_${randomBytes(6).toString('hex')}`;
  await runAdminQuery(serverUrl, `create schema ${schema}`);
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    read: () => readPostgres(url.toString()),
    dispose: () => runAdminQuery(serverUrl, `drop schema if exists ${schema} cascade`),
  };
}
