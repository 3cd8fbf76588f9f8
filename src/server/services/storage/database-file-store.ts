import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import {
  deleteStoredFile,
  findStoredFile,
  insertStoredFile,
  insertStoredFileChunk,
  readStoredFileChunk,
  type StoredFileRow,
} from '#server/db/stored-files-repository.js';
import type { ByteRange, FileStore, NewFile, StoredFile } from './file-store.js';

/**
 * Content in pieces of this size: a download holds one piece in memory at a time, and a range of
 * a video reads only the pieces it covers.
 */
const DEFAULT_CHUNK_BYTES = 1024 * 1024;

type DatabaseFileStoreOptions = {
  now: () => Date;
  /** Tests use small chunks to cross their boundaries with small files. */
  chunkBytes?: number;
};

/** Files in the database (BLOB on SQLite, bytea on PostgreSQL): shared by every instance, backed up with the rows. */
export function createDatabaseFileStore({
  now,
  chunkBytes = DEFAULT_CHUNK_BYTES,
}: DatabaseFileStoreOptions): FileStore {
  async function put(db: Kysely<Database>, { key, contentType, content }: NewFile): Promise<StoredFile> {
    // The row and its chunks go in together, in the caller's transaction or in one of their own.
    if (!db.isTransaction) return db.transaction().execute((trx) => put(trx, { key, contentType, content }));
    const row: StoredFileRow = {
      id: key,
      content_type: contentType,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      created_at: now().toISOString(),
    };
    if (!(await insertStoredFile(db, row))) {
      const existing = await findStoredFile(db, key);
      if (!existing) throw new Error(`stored file ${key} was taken and is gone`);
      return toStoredFile(existing);
    }
    for (let index = 0; index * chunkBytes < content.length; index += 1) {
      const piece = content.subarray(index * chunkBytes, (index + 1) * chunkBytes);
      await insertStoredFileChunk(db, { fileId: key, index, content: piece });
    }
    return toStoredFile(row);
  }

  return {
    put,
    async get(db, key) {
      const row = await findStoredFile(db, key);
      return row && toStoredFile(row);
    },
    stream(db, file, range = { start: 0, end: file.size - 1 }) {
      return Readable.from(readRange(db, file, range, chunkBytes), { objectMode: false });
    },
    delete(db, key) {
      return deleteStoredFile(db, key);
    },
  };
}

async function* readRange(
  db: Kysely<Database>,
  file: StoredFile,
  { start, end }: ByteRange,
  chunkBytes: number,
): AsyncGenerator<Buffer> {
  const last = Math.min(end, file.size - 1);
  for (let index = Math.floor(start / chunkBytes); index * chunkBytes <= last; index += 1) {
    const chunk = await readStoredFileChunk(db, file.key, index);
    if (!chunk) throw new Error(`stored file ${file.key} is missing chunk ${index}`);
    const chunkStart = index * chunkBytes;
    yield Buffer.from(chunk.subarray(Math.max(start - chunkStart, 0), last - chunkStart + 1));
  }
}

function toStoredFile(row: StoredFileRow): StoredFile {
  return {
    key: row.id,
    contentType: row.content_type,
    size: Number(row.size),
    sha256: row.sha256,
    createdAt: row.created_at,
  };
}
