import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The one place for what differs between SQLite and PostgreSQL. Everything else in `db/` is
 * written once with Kysely's query builder.
 */
export type DatabaseKind = 'sqlite' | 'postgres';

export function databaseKind(db: Kysely<unknown>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** The column type of an auto-incrementing integer primary key. */
export function autoIncrementType(db: Kysely<unknown>) {
  return databaseKind(db) === 'postgres' ? 'serial' : 'integer';
}

export function autoIncrementPrimaryKey(db: Kysely<unknown>) {
  const isSqlite = databaseKind(db) === 'sqlite';
  return (column: ColumnDefinitionBuilder) =>
    isSqlite ? column.primaryKey().autoIncrement() : column.primaryKey();
}

/** The first ten characters of an ISO time: its UTC day, `YYYY-MM-DD`, in both engines. */
export function isoDay(column: string) {
  return sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}
