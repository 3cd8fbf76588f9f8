import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresAdapter,
  SqliteDialect,
  sql,
} from 'kysely';
import pg from 'pg';
import type { Config } from '#server/config.js';
import { CurrentSchemaPostgresDialect } from './current-schema-dialect.js';
import type { DatabaseKind } from './dialect.js';
import { migrations } from './migrations/index.js';
import { listen } from './postgres-notifications.js';
import type { Database } from './schema.js';

export type DatabaseConnection = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): Promise<void>;
  /** PostgreSQL only: hears `notify` from every server on the database (postgres-notifications.ts). */
  listen?: (channel: string, handlers: Parameters<typeof listen>[2]) => () => Promise<void>;
  close(): Promise<void>;
};

type DatabaseOptions = {
  /** PostgreSQL only: put every table in this schema (the tests give each run its own). */
  schema?: string;
};

export function connectDatabase(
  settings: Config['database'],
  options: DatabaseOptions = {},
): DatabaseConnection {
  return settings.kind === 'postgres'
    ? connectPostgres(settings.url, options.schema)
    : connectSqlite(settings.file);
}

function connectSqlite(file: string): DatabaseConnection {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers (the admin dashboard) run while visits are written; the busy timeout makes a
  // second process (a backup, a script) wait for the lock instead of failing at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    kind: 'sqlite',
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}

// COUNT(*) and SUM() come back as int8; our counts fit easily in a JavaScript number.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

function connectPostgres(url: string, schema: string | undefined): DatabaseConnection {
  const settings: pg.ClientConfig = {
    connectionString: url,
    // Fail fast when the database is away, so /health and requests answer instead of hanging.
    connectionTimeoutMillis: 3000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
  const pool = new pg.Pool({ ...settings, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // A client in use losing its connection fails its query, which the caller sees; without a listener
  // pg would also raise that error as an uncaught exception and stop the whole process.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    async ping() {
      await sql`select 1`.execute(db);
    },
    listen: (channel, handlers) => listen(settings, channel, handlers),
    async close() {
      await db.destroy();
    },
  };
}

const staticMigrations: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  },
};

/** Brings the schema up to date. Runs on every start; a failure stops the start. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Unless told the schema, Kysely takes its migration tables in ANY schema as its own, so a second
  // schema in the same PostgreSQL database (parallel tests) would skip creating them and fail.
  const schema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
      : undefined;
  const migrator = new Migrator({ db, provider: staticMigrations, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
