import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase, type DatabaseConnection, migrateToLatest } from '../../src/server/db/database.js';
import type { DatabaseKind } from '../../src/server/db/dialect.js';

/** Integration tests run on SQLite always, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseEngines: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export type TestDatabase = DatabaseConnection & {
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
  const connection = connectDatabase({ kind: 'sqlite', file: path.join(directory, 'test.db') });
  const close = closeOnce(connection);
  return {
    ...connection,
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
  const close = closeOnce(connection);
  return {
    ...connection,
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

async function runAdminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
