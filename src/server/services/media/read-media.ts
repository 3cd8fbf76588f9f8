import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import type { ByteRange, FileStore, StoredFile } from '#server/services/storage/file-store.js';
import { parseByteRange } from './byte-range.js';
import { mediaFileKey } from './media-key.js';

export type MediaRead =
  | { kind: 'not-found' }
  | { kind: 'unsatisfiable'; size: number }
  /** `range` is set when only that part of the file is sent. */
  | { kind: 'found'; file: StoredFile; range: ByteRange | undefined; stream: Readable };

/**
 * `GET /media/:name`'s work: the media file of that name (an upload, or a photo variant of one), or
 * the one range of it the `Range` header asks for.
 */
export async function readMedia(
  db: Kysely<Database>,
  fileStore: FileStore,
  name: string,
  rangeHeader: string | undefined,
): Promise<MediaRead> {
  const file = await fileStore.get(db, mediaFileKey(name));
  if (!file) return { kind: 'not-found' };
  const range = parseByteRange(rangeHeader, file.size);
  if (range === 'unsatisfiable') return { kind: 'unsatisfiable', size: file.size };
  return { kind: 'found', file, range, stream: fileStore.stream(db, file, range) };
}
