import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import type { ByteRange, FileStore, StoredFile } from '#server/services/storage/file-store.js';

/** What the copies may take on disk: beyond it the least recently served copies are removed. */
export const DEFAULT_MEDIA_CACHE_BYTES = 2 * 1024 * 1024 * 1024;

/**
 * A copy is read this much at a time, and the next only once the client has taken the last: a
 * client that stops reading holds this (and its socket's buffer), never the file.
 */
export const MEDIA_READ_BYTES = 64 * 1024;

/** A copy still being written is named `<sha256>.<random>.part`; one this old was left by a crash. */
const ABANDONED_PART_MS = 60 * 60 * 1000;

export type MediaDiskCache = {
  /**
   * The content of a stored media file, or one range of it, read from this instance's copy on
   * disk; the copy is written from the file store first when there is none.
   */
  stream(db: Kysely<Database>, file: StoredFile, range?: ByteRange): Promise<Readable>;
};

type MediaDiskCacheOptions = {
  /** Where the copies are kept (`$DATA_DIR/media-cache`); made when missing. */
  directory: string;
  fileStore: FileStore;
  maxBytes?: number;
};

/**
 * Media (videos of tens of megabytes) is kept in the database, which every instance shares, but
 * served from a copy each instance keeps on disk: reading a copy goes through libuv's thread pool,
 * so neither a fast download nor many slow ones take time from the event loop, as reading the
 * database a slice at a time did. A copy is named by its content's SHA-256, so it never goes stale:
 * a new crop of a photo is new content under a new name.
 */
export async function createMediaDiskCache({
  directory,
  fileStore,
  maxBytes = DEFAULT_MEDIA_CACHE_BYTES,
}: MediaDiskCacheOptions): Promise<MediaDiskCache> {
  /** Size of each copy on disk, least recently served first (a Map keeps the order keys were set in). */
  const copies = await findCopies(directory);
  let bytesOnDisk = [...copies.values()].reduce((sum, bytes) => sum + bytes, 0);
  /** Copies being written, so that requests for the same file at once write it once. */
  const writing = new Map<string, Promise<void>>();

  const copyPath = (sha256: string) => path.join(directory, sha256);

  function markServed(sha256: string, bytes: number) {
    const known = copies.get(sha256);
    if (known !== undefined) copies.delete(sha256);
    else bytesOnDisk += bytes;
    copies.set(sha256, bytes);
  }

  /** Removes the least recently served copies beyond the limit, never the last one served. */
  async function evict() {
    for (const [sha256, bytes] of copies) {
      if (bytesOnDisk <= maxBytes || copies.size <= 1) return;
      copies.delete(sha256);
      bytesOnDisk -= bytes;
      // A copy still being read stays readable until its reader closes it.
      await fsp.rm(copyPath(sha256), { force: true });
    }
  }

  /** Writes the file's copy from the store, checked against its hash, and moves it into place whole. */
  async function writeCopy(db: Kysely<Database>, file: StoredFile) {
    const partPath = path.join(directory, `${file.sha256}.${randomBytes(6).toString('hex')}.part`);
    const hash = createHash('sha256');
    let bytes = 0;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(fileStore.stream(db, file), hashing, fs.createWriteStream(partPath, { flags: 'wx' }));
      if (bytes !== file.size || hash.digest('hex') !== file.sha256) {
        throw new Error(`stored file ${file.key} does not match its size and SHA-256`);
      }
      await fsp.rename(partPath, copyPath(file.sha256));
    } catch (error) {
      await fsp.rm(partPath, { force: true });
      throw error;
    }
    markServed(file.sha256, file.size);
    await evict();
  }

  function copyOnce(db: Kysely<Database>, file: StoredFile): Promise<void> {
    let copying = writing.get(file.sha256);
    if (!copying) {
      copying = writeCopy(db, file).finally(() => writing.delete(file.sha256));
      writing.set(file.sha256, copying);
    }
    return copying;
  }

  /** The copy, open for reading: once open it stays readable even if it is evicted meanwhile. */
  async function openCopy(db: Kysely<Database>, file: StoredFile): Promise<fsp.FileHandle> {
    try {
      const handle = await fsp.open(copyPath(file.sha256), 'r');
      markServed(file.sha256, file.size);
      return handle;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await copyOnce(db, file);
    return fsp.open(copyPath(file.sha256), 'r');
  }

  return {
    async stream(db, file, range = { start: 0, end: file.size - 1 }) {
      if (file.size === 0) return Readable.from([]);
      const handle = await openCopy(db, file);
      return handle.createReadStream({ start: range.start, end: range.end, highWaterMark: MEDIA_READ_BYTES });
    },
  };
}

/** The copies already on disk, oldest first; parts a crashed write left behind are removed. */
async function findCopies(directory: string): Promise<Map<string, number>> {
  await fsp.mkdir(directory, { recursive: true });
  const found: { sha256: string; bytes: number; modifiedMs: number }[] = [];
  for (const name of await fsp.readdir(directory)) {
    const stats = await fsp.stat(path.join(directory, name));
    if (/^[0-9a-f]{64}$/.test(name)) {
      found.push({ sha256: name, bytes: stats.size, modifiedMs: stats.mtimeMs });
    } else if (name.endsWith('.part') && Date.now() - stats.mtimeMs > ABANDONED_PART_MS) {
      await fsp.rm(path.join(directory, name), { force: true });
    }
  }
  found.sort((a, b) => a.modifiedMs - b.modifiedMs);
  return new Map(found.map(({ sha256, bytes }) => [sha256, bytes]));
}
