import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The one place for what differs between SQLite and PostgreSQL. Everything else in `db/` is
 * written once with Kysely's query builder.
 */
export type DatabaseKind = 'sqlite' | 'postgres';

export function databaseKind(db: Pick<Kysely<unknown>, 'getExecutor'>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** The column type of an auto-incrementing integer primary key. */
export function autoIncrementType(db: Kysely<unknown>) {
  return databaseKind(db) === 'postgres' ? 'serial' : 'integer';
}

/** The column type of raw bytes: `bytea` on PostgreSQL, `blob` on SQLite. */
export function binaryType(db: Kysely<unknown>) {
  return databaseKind(db) === 'postgres' ? 'bytea' : 'blob';
}

export function autoIncrementPrimaryKey(db: Kysely<unknown>) {
  const isSqlite = databaseKind(db) === 'sqlite';
  return (column: ColumnDefinitionBuilder) =>
    isSqlite ? column.primaryKey().autoIncrement() : column.primaryKey();
}

/**
 * The day (`YYYY-MM-DD`) of an ISO time column at a fixed UTC offset (India's +05:30 for the
 * analytics). The offset is written into the SQL as a literal, not a parameter, so PostgreSQL
 * sees the selected and the grouped expression as the same one.
 */
export function isoDayAtOffset<DB>(db: Kysely<DB>, column: string, offsetMinutes: number) {
  const minutes = Math.trunc(offsetMinutes);
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`to_char((cast(${sql.ref(column)} as timestamptz) at time zone 'UTC') + ${sql.lit(`${minutes} minutes`)}::interval, 'YYYY-MM-DD')`
    : sql<string>`strftime('%Y-%m-%d', ${sql.ref(column)}, ${sql.lit(`${minutes >= 0 ? '+' : ''}${minutes} minutes`)})`;
}

/**
 * Locks the rows a select reads until the transaction ends, on PostgreSQL (`for update`). SQLite
 * has no row locks and needs none here: its transactions write one at a time.
 */
export function lockedForUpdate<Query extends { forUpdate(): Query }>(
  db: Pick<Kysely<unknown>, 'getExecutor'>,
  query: Query,
): Query {
  return databaseKind(db) === 'postgres' ? query.forUpdate() : query;
}
