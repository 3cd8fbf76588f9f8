import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import {
  deleteStoredFile,
  findStoredFile,
  insertStoredFile,
  insertStoredFileChunk,
  readStoredFileSlice,
  type StoredFileRow,
} from '#server/db/stored-files-repository.js';
import type { ByteRange, FileStore, NewFile, StoredFile } from './file-store.js';

/** Content is stored in pieces of this size, so no query ever carries a whole large file. */
const DEFAULT_CHUNK_BYTES = 1024 * 1024;

/**
 * A download reads this much at a time, and reads the next only when the client has taken the
 * last: a client that stops reading holds one such slice (and its socket's buffer), not a chunk
 * or the file (64 clients of a 99 MB video once held 290 MB while reading 1 MiB at a time).
 */
const READ_BYTES = 64 * 1024;

type DatabaseFileStoreOptions = {
  now: () => Date;
  /** Tests use small chunks and reads to cross their boundaries with small files. */
  chunkBytes?: number;
  readBytes?: number;
};

/** Files in the database (BLOB on SQLite, bytea on PostgreSQL): shared by every instance, backed up with the rows. */
export function createDatabaseFileStore({
  now,
  chunkBytes = DEFAULT_CHUNK_BYTES,
  readBytes = READ_BYTES,
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
      // Readable.from asks for the next slice only when what it holds has been taken.
      return Readable.from(readRange(db, file, range, { chunkBytes, readBytes }), { objectMode: false });
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
  { chunkBytes, readBytes }: { chunkBytes: number; readBytes: number },
): AsyncGenerator<Buffer> {
  const last = Math.min(end, file.size - 1);
  for (let position = start; position <= last; ) {
    const index = Math.floor(position / chunkBytes);
    const offset = position - index * chunkBytes;
    // A slice never crosses into the next chunk.
    const length = Math.min(readBytes, chunkBytes - offset, last - position + 1);
    const slice = await readStoredFileSlice(db, file.key, { index, offset, length });
    if (!slice || slice.length === 0) throw new Error(`stored file ${file.key} is missing chunk ${index}`);
    yield Buffer.from(slice);
    position += slice.length;
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
