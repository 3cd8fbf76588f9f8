import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
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
 * PostgreSQL schema of its own, so tests never see each other's rows.
 *
 * Running every migration for every test was most of the time of many integration tests (about
 * 0.2 s on SQLite, 1 s on PostgreSQL, plus 0.3 s to drop the schema). So the SQLite file is a
 * copy of one migrated once per process, and a PostgreSQL schema a test has disposed of is emptied
 * back to its migrated state and given to the next test of the same file (`releasePostgresSchema`).
 * The migrator still runs on each database handed out, and finds nothing to do.
 */
export async function createTestDatabase(engine: DatabaseKind): Promise<TestDatabase> {
  const connection = engine === 'postgres' ? await openPostgresSchema() : await copySqliteFile();
  await migrateToLatest(connection.db);
  return connection;
}

/** The migrated SQLite file of this process, which each test's database is a copy of. */
let migratedSqliteFile: Promise<string> | undefined;

function sqliteTemplate(): Promise<string> {
  migratedSqliteFile ??= (async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-db-template-'));
    process.once('exit', () => fs.rmSync(directory, { recursive: true, force: true }));
    const file = path.join(directory, 'migrated.db');
    const connection = connectDatabase({ kind: 'sqlite', file });
    await migrateToLatest(connection.db);
    // Closing the only connection writes the WAL back into the file, so the file alone is complete.
    await connection.close();
    return file;
  })();
  return migratedSqliteFile;
}

async function copySqliteFile(): Promise<TestDatabase> {
  const template = await sqliteTemplate();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-db-'));
  const location = { kind: 'sqlite', file: path.join(directory, 'test.db') } as const;
  fs.copyFileSync(template, location.file);
  const connection = connectDatabase(location);
  const close = once(() => connection.close());
  return {
    ...connection,
    location,
    close,
    dispose: once(async () => {
      await close();
      fs.rmSync(directory, { recursive: true, force: true });
    }),
  };
}

/**
 * How to bring a migrated schema back to its state just after the migrations, and how to tell that
 * a test changed its tables (then it is dropped, not reused).
 */
type SchemaReset = {
  /** A digest of the schema's columns, indexes and constraints just after the migrations. */
  structure: string;
  /** Deletes every row (tables that refer to others first), restarts the sequences, puts back the rows the migrations wrote. */
  statements: string;
};

/** Migrated schemas of this process that no test holds, already emptied, with how to empty them again. */
const freeSchemas: string[] = [];
const schemaResets = new Map<string, SchemaReset>();

function postgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

async function openPostgresSchema(): Promise<TestDatabase> {
  const url = postgresUrl();
  const schema = freeSchemas.pop() ?? (await createMigratedSchema(url));
  const connection = connectDatabase({ kind: 'postgres', url }, { schema });
  const schemaUrl = new URL(url);
  schemaUrl.searchParams.set('options', `-c search_path=${schema}`);
  const close = once(() => connection.close());
  return {
    ...connection,
    location: { kind: 'postgres', url: schemaUrl.toString() },
    close,
    // Once only: a schema released twice would be handed to two tests.
    dispose: once(async () => {
      await close();
      await releasePostgresSchema(url, schema);
    }),
  };
}

async function createMigratedSchema(url: string): Promise<string> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await runAdminQuery(url, `create schema ${schema}`);
  const connection = connectDatabase({ kind: 'postgres', url }, { schema });
  try {
    await migrateToLatest(connection.db);
  } finally {
    await connection.close();
  }
  const reset = await withAdminClient(url, async (client) => ({
    structure: await schemaStructure(client, schema),
    statements: await resetStatements(client, schema),
  }));
  schemaResets.set(schema, reset);
  return schema;
}

/** The migrator's own tables: they stay as the migrations left them. */
const migratorTables = new Set(['kysely_migration', 'kysely_migration_lock']);

async function resetStatements(client: pg.Client, schema: string): Promise<string> {
  const read = async (statement: string) => (await client.query(statement)).rows as Record<string, unknown>[];
  const tables = (await read(`select tablename as name from pg_tables where schemaname = '${schema}'`))
    .map((row) => String(row.name))
    .filter((name) => !migratorTables.has(name));
  const references = await read(
    `select child.relname as child, parent.relname as parent
     from pg_constraint c
     join pg_class child on child.oid = c.conrelid
     join pg_class parent on parent.oid = c.confrelid
     where c.contype = 'f' and c.connamespace = '${schema}'::regnamespace and c.conrelid <> c.confrelid`,
  );
  const sequences = await read(
    `select sequencename as name from pg_sequences where schemaname = '${schema}'`,
  );
  const deletes = tablesReferringFirst(
    tables,
    references.map((row) => ({ child: String(row.child), parent: String(row.parent) })),
  ).map((table) => `delete from ${schema}."${table}";`);
  const restarts = sequences.map((row) => `alter sequence ${schema}."${String(row.name)}" restart;`);
  const inserts: string[] = [];
  for (const table of tables) {
    const [row] = await read(`select json_agg(t)::text as rows from ${schema}."${table}" t`);
    if (row?.rows == null) continue;
    const rows = String(row.rows).replaceAll("'", "''");
    inserts.push(
      `insert into ${schema}."${table}" select * from json_populate_recordset(null::${schema}."${table}", '${rows}');`,
    );
  }
  return ['begin;', ...deletes, ...restarts, ...inserts, 'commit;'].join('\n');
}

/** The tables in an order where each comes before every table it refers to, so deleting in this order never breaks a foreign key. */
function tablesReferringFirst(tables: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    // Every table referring to this one is deleted before it.
    for (const { child } of references.filter((reference) => reference.parent === table)) place(child, path);
    path.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/** A digest of the schema's columns, indexes and constraints. */
async function schemaStructure(client: pg.Client, schema: string): Promise<string> {
  const { rows } = await client.query(
    `select md5(coalesce(string_agg(part, '|' order by part), '')) as digest from (
       select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') as part
         from information_schema.columns where table_schema = '${schema}'
       union all
       select indexdef from pg_indexes where schemaname = '${schema}'
       union all
       select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
         from pg_constraint where connamespace = '${schema}'::regnamespace
     ) parts`,
  );
  return String(rows[0]?.digest);
}

/**
 * Empties a schema a test is done with, for the next test; a schema whose tables a test changed
 * (one drops a table to see the server cope) is dropped instead.
 */
async function releasePostgresSchema(url: string, schema: string): Promise<void> {
  const reset = schemaResets.get(schema);
  await withAdminClient(url, async (client) => {
    if (reset && (await schemaStructure(client, schema)) === reset.structure) {
      await client.query(reset.statements);
      freeSchemas.push(schema);
      return;
    }
    schemaResets.delete(schema);
    await client.query(`drop schema if exists ${schema} cascade`);
  });
}

/** Runs `work` over one connection of its own (a new connection costs as much as a query here). */
async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops the schemas no test holds any more; the integration tests' setup runs it after each file. */
export async function dropFreeSchemas(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  for (const schema of freeSchemas.splice(0)) {
    schemaResets.delete(schema);
    if (url) await runAdminQuery(url, `drop schema if exists ${schema} cascade`);
  }
}

/**
 * Tests close a database on purpose (to see the server cope), and some dispose of one their test
 * app disposed of already: the second call waits for the first instead of doing it again.
 */
function once(action: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= action();
    return done;
  };
}
