import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import type { ByteRange, FileStore, StoredFile } from '#server/services/storage/file-store.js';
import { isMediaId } from '#shared/media-id.js';
import { parseByteRange } from './byte-range.js';
import type { MediaDiskCache } from './media-disk-cache.js';
import { mediaFileKey } from './media-key.js';

/** An upload as stored: its name is its content's SHA-256, so the URL never changes what it serves. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A photo variant: cropped again when someone moves the photo's focal point, under the same name
 * (the pages name photos by upload, not by crop). Browsers keep it five minutes, then show it while
 * they ask whether it changed (its ETag is its content's SHA-256), so a new crop reaches returning
 * visitors within minutes at the cost of one small request a photo after that.
 */
const REVALIDATED = 'public, max-age=300, stale-while-revalidate=604800';

/**
 * The 3:2 card crop standing in for a crop an upload has not got: uploads from before the phone
 * hero's wide crop (`<id>-wide-480.webp`) have only the card crops until someone sets their focal
 * point, and the page's frame then cuts the 3:2 photo with CSS as it always did.
 */
export function cardCropOf(variantName: string): string {
  return variantName.replace(/^([0-9a-f]{64})-[a-z]+-(\d+\.\w+)$/, '$1-$2');
}

/** How a media file is cached and the ETag that names its content. */
export type MediaCaching = { cacheControl: string; etag: string };

export type MediaRead =
  | { kind: 'not-found' }
  | { kind: 'not-modified'; caching: MediaCaching }
  | { kind: 'unsatisfiable'; size: number }
  /** `range` is set when only that part of the file is sent. */
  | {
      kind: 'found';
      file: StoredFile;
      caching: MediaCaching;
      range: ByteRange | undefined;
      stream: Readable;
    };

/**
 * `GET /media/:name`'s work: the media file of that name (an upload, or a photo variant of one), or
 * the one range of it the `Range` header asks for, or that the browser's copy (`ifNoneMatch`) is current.
 */
export async function readMedia(
  db: Kysely<Database>,
  fileStore: FileStore,
  mediaCache: MediaDiskCache,
  name: string,
  request: { range: string | undefined; ifNoneMatch: string | undefined },
): Promise<MediaRead> {
  const upload = isMediaId(name);
  // An upload's ETag is known from its name: a browser's copy is answered without a lookup.
  if (upload && request.ifNoneMatch === `"${name}"`) {
    return { kind: 'not-modified', caching: { cacheControl: IMMUTABLE, etag: `"${name}"` } };
  }
  const file =
    (await fileStore.get(db, mediaFileKey(name))) ??
    (upload ? undefined : await fileStore.get(db, mediaFileKey(cardCropOf(name))));
  if (!file) return { kind: 'not-found' };
  const caching = upload
    ? { cacheControl: IMMUTABLE, etag: `"${name}"` }
    : { cacheControl: REVALIDATED, etag: `"${file.sha256}"` };
  if (request.ifNoneMatch === caching.etag) return { kind: 'not-modified', caching };
  const range = parseByteRange(request.range, file.size);
  if (range === 'unsatisfiable') return { kind: 'unsatisfiable', size: file.size };
  return { kind: 'found', file, caching, range, stream: await mediaCache.stream(db, file, range) };
}
