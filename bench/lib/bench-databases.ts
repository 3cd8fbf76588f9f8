import path from 'node:path';
import SQLite from 'better-sqlite3';
import { readAdminQuery, runAdminQuery } from '#tests/support/postgres-admin.js';

/** The PostgreSQL server the database benchmarks also run on, when one is set. */
export const benchPostgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** A new, empty database on the PostgreSQL server at `serverUrl`, for one run; `drop` removes it. */
export async function createScratchPostgresDatabase(serverUrl: string, namePrefix: string) {
  const name = `${namePrefix}_${Date.now()}`;
  await runAdminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await runAdminQuery(serverUrl, `drop database ${name} with (force)`);
    },
  };
}

/**
 * The number `n` a `select … as n` statement gives on a benchmark server's database: PostgreSQL
 * at `databaseUrl` when set, otherwise the SQLite file in the server's data folder.
 */
export async function selectNumber(
  statement: string,
  database: { dataDir: string; databaseUrl?: string },
): Promise<number> {
  if (database.databaseUrl) return Number((await readAdminQuery(database.databaseUrl, statement))[0]!.n);
  const sqlite = new SQLite(path.join(database.dataDir, 'site.db'), { readonly: true });
  try {
    return Number((sqlite.prepare(statement).get() as { n: number | bigint }).n);
  } finally {
    sqlite.close();
  }
}
