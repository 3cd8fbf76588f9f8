import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '#server/config.js';
import { connectDatabase, type DatabaseConnection, migrateToLatest } from '#server/db/database.js';
import type { DatabaseKind } from '#server/db/dialect.js';
import { runAdminQuery } from './postgres-admin.js';

/** Integration tests run on SQLite always, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseEngines: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export type TestDatabase = DatabaseConnection & {
  /**
   * Where it lives, as the server's settings name a database, for code that opens it on its own
   * (the analytics dataset generator): the SQLite file, or a PostgreSQL URL that selects the schema.
   */
  location: Config['database'];
  /** Closes the connection and deletes everything the test stored. */
  dispose(): Promise<void>;
};

/**
 * A new, migrated, empty database for one test: a fresh SQLite file in a temporary folder, or a
 * fresh PostgreSQL schema, so tests never see each other's rows.
 */
export async function createTestDatabase(engine: DatabaseKind): Promise<TestDatabase> {
  const connection = engine === 'postgres' ? await createPostgresSchema() : createSqliteFile();
  await migrateToLatest(connection.db);
  return connection;
}

function createSqliteFile(): TestDatabase {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-db-'));
  const location = { kind: 'sqlite', file: path.join(directory, 'test.db') } as const;
  const connection = connectDatabase(location);
  const close = closeOnce(connection);
  return {
    ...connection,
    location,
    close,
    async dispose() {
      await close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function createPostgresSchema(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await runAdminQuery(url, `create schema ${schema}`);
  const connection = connectDatabase({ kind: 'postgres', url }, { schema });
  const schemaUrl = new URL(url);
  schemaUrl.searchParams.set('options', `-c search_path=${schema}`);
  const close = closeOnce(connection);
  return {
    ...connection,
    location: { kind: 'postgres', url: schemaUrl.toString() },
    close,
    async dispose() {
      await close();
      await runAdminQuery(url, `drop schema if exists ${schema} cascade`);
    },
  };
}

/** Tests close a database on purpose (to see the server cope); disposing it afterwards must still work. */
function closeOnce(connection: DatabaseConnection) {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= connection.close();
    return closing;
  };
}
