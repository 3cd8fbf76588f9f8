import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';

/**
 * Where the server keeps files (resumes, uploaded media). Callers use only this interface, so
 * another store (an S3-compatible bucket) can replace the database one without touching them.
 * Every method takes the database or a transaction: the database store writes in it, so a file
 * commits or rolls back with the row that names it.
 */

export type StoredFile = {
  key: string;
  contentType: string;
  size: number;
  /** Hex SHA-256 of the content. */
  sha256: string;
  createdAt: string;
};

export type NewFile = { key: string; contentType: string; content: Buffer };

/** Bytes `start` to `end` of a file, both included (as HTTP ranges count). */
export type ByteRange = { start: number; end: number };

export interface FileStore {
  /**
   * Stores a file under its key. Keys are either unique (random) or name their content (a hash),
   * so a key already taken keeps its file, which is answered.
   */
  put(db: Kysely<Database>, file: NewFile): Promise<StoredFile>;
  /** The file's description (not its content), or undefined when there is none. */
  get(db: Kysely<Database>, key: string): Promise<StoredFile | undefined>;
  /** The content of a file `get` found, or of one range of it, read a piece at a time. */
  stream(db: Kysely<Database>, file: StoredFile, range?: ByteRange): Readable;
  /** Removes a file; false when there was none. */
  delete(db: Kysely<Database>, key: string): Promise<boolean>;
}
