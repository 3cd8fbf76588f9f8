import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';

/** The keys of every file in the database's file store, sorted. */
export async function storedFileKeys(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('stored_files').select('id').execute();
  return rows.map((row) => row.id).sort();
}

/** A stored file's content, read from its chunks as the tables hold them; undefined when there is no such file. */
export async function storedFileContent(db: Kysely<Database>, key: string): Promise<Buffer | undefined> {
  const file = await db.selectFrom('stored_files').select('size').where('id', '=', key).executeTakeFirst();
  if (!file) return undefined;
  const chunks = await db
    .selectFrom('stored_file_chunks')
    .select('content')
    .where('file_id', '=', key)
    .orderBy('chunk_index')
    .execute();
  return Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.content)));
}
