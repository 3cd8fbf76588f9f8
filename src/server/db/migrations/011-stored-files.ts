import type { Kysely } from 'kysely';
import { binaryType } from '#server/db/dialect.js';

/**
 * Files (resumes, uploaded media) kept in the database, so every server instance reads them and a
 * file commits in the same transaction as the row that names it. The content is split into chunks
 * (stored-files-repository.ts), so a download or a range of a video reads a chunk at a time
 * instead of the whole file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    /** The caller's key: `resumes/<random>.pdf`, `media/<sha256>`. */
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    /** Hex SHA-256 of the whole content. */
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('stored_file_chunks')
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id').onDelete('cascade'))
    .addColumn('chunk_index', 'integer', (c) => c.notNull())
    .addColumn('content', binaryType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('stored_file_chunks_pk', ['file_id', 'chunk_index'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_file_chunks').execute();
  await db.schema.dropTable('stored_files').execute();
}
