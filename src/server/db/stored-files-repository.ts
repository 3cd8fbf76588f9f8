import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, StoredFilesTable } from './schema.js';

/**
 * Files kept in the database, each a row in `stored_files` and its content in numbered chunks.
 * Every function takes a transaction or the database.
 */

export type StoredFileRow = Selectable<StoredFilesTable>;

/** Stores a file's description; false when a file with this id is already there (nothing changed). */
export async function insertStoredFile(db: Kysely<Database>, file: StoredFileRow): Promise<boolean> {
  const row = await db
    .insertInto('stored_files')
    .values(file)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertStoredFileChunk(
  db: Kysely<Database>,
  chunk: { fileId: string; index: number; content: Buffer },
): Promise<void> {
  await db
    .insertInto('stored_file_chunks')
    .values({ file_id: chunk.fileId, chunk_index: chunk.index, content: chunk.content })
    .execute();
}

export async function findStoredFile(db: Kysely<Database>, id: string): Promise<StoredFileRow | undefined> {
  return db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * `length` bytes of one chunk from `offset` (fewer at its end), or undefined when there is no such
 * chunk. `substr` counts from 1 and cuts blobs (SQLite) and bytea (PostgreSQL) alike, so only the
 * slice asked for leaves the database.
 */
export async function readStoredFileSlice(
  db: Kysely<Database>,
  id: string,
  { index, offset, length }: { index: number; offset: number; length: number },
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('stored_file_chunks')
    .select(
      sql<Buffer>`substr(content, cast(${offset + 1} as integer), cast(${length} as integer))`.as('content'),
    )
    .where('file_id', '=', id)
    .where('chunk_index', '=', index)
    .executeTakeFirst();
  return row?.content;
}

/** Removes a file and its content; true when there was one. */
export async function deleteStoredFile(db: Kysely<Database>, id: string): Promise<boolean> {
  await db.deleteFrom('stored_file_chunks').where('file_id', '=', id).execute();
  const result = await db.deleteFrom('stored_files').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
