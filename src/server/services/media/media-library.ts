import type { Kysely } from 'kysely';
import { collections, isCollectionName } from '#content/index.js';
import {
  deleteMedia,
  findMedia,
  lockMedia,
  type MediaReference,
  type MediaRow,
  selectMedia,
  selectMediaReferences,
} from '#server/db/media-repository.js';
import type { Database } from '#server/db/schema.js';
import type { FileStore } from '#server/services/storage/file-store.js';
import { ownerBeforeAccounts } from '#shared/accounts.js';
import { isMediaInUse, type MediaLibraryItem, type MediaType, type UploadedMedia } from '#shared/media.js';
import { mediaUrl } from '#shared/media-id.js';
import { allMediaKeys } from './media-key.js';
import { mediaReferencesIn } from './media-references.js';

/** The admin's list shows this many uploads, newest first. */
const LIBRARY_LIMIT = 500;

/**
 * `GET /api/media`'s work: the uploads, each with the content revisions that refer to it (from the
 * references written at publish, not by reading every stored revision).
 */
export async function listMediaLibrary(db: Kysely<Database>): Promise<MediaLibraryItem[]> {
  const rows = await selectMedia(db, LIBRARY_LIMIT);
  const references = await selectMediaReferences(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toLibraryItem(row, references));
}

export type MediaRemoval =
  | { kind: 'removed' }
  | { kind: 'not-found' }
  /** A stored revision refers to it: nothing was removed. */
  | { kind: 'in-use'; item: MediaLibraryItem };

/**
 * `DELETE /api/media/:id`'s work: removes an upload (its library row, its file and its photo
 * variants) unless any stored content revision refers to it, published or earlier: a restore must
 * never bring back a broken photo. Checked and removed in one transaction.
 */
export async function removeMedia(
  db: Kysely<Database>,
  fileStore: FileStore,
  id: string,
): Promise<MediaRemoval> {
  return db.transaction().execute(async (trx) => {
    // Locked first: a publish naming it either committed its references before, or finds it gone.
    const [locked] = await lockMedia(trx, [id]);
    const row = locked && (await findMedia(trx, id));
    if (!row) return { kind: 'not-found' };
    const item = toLibraryItem(row, await selectMediaReferences(trx, [id]));
    if (isMediaInUse(item)) return { kind: 'in-use', item };
    await deleteMedia(trx, id);
    for (const key of allMediaKeys(id)) await fileStore.delete(trx, key);
    return { kind: 'removed' };
  });
}

/**
 * For a publish, in its transaction: locks the uploads `document` names (see `lockMedia`), and
 * answers a message for each value that names one the library no longer has (removed while an
 * editor's form still held it), by dot path: publishing it would show a broken file.
 */
export async function lockMediaOfDocument(
  trx: Kysely<Database>,
  document: unknown,
): Promise<{ mediaIds: string[]; missingFields: Record<string, string> }> {
  const references = mediaReferencesIn(document);
  const mediaIds = [...new Set(references.map((reference) => reference.id))].sort();
  const existing = new Set(await lockMedia(trx, mediaIds));
  const missingFields = Object.fromEntries(
    references
      .filter((reference) => !existing.has(reference.id))
      .map((reference) => [reference.path, 'This file was removed from the media library. Upload it again.']),
  );
  return { mediaIds, missingFields };
}

/** What an upload is answered as, from its library row. */
export function uploadedMediaOf(row: MediaRow): UploadedMedia {
  return {
    id: row.id,
    url: mediaUrl(row.id),
    contentType: row.content_type as MediaType,
    width: row.width,
    height: row.height,
  };
}

function toLibraryItem(row: MediaRow, references: readonly MediaReference[]): MediaLibraryItem {
  const own = references.filter((reference) => reference.mediaId === row.id);
  const publishedIn = [
    ...new Set(own.filter((reference) => reference.published).map((reference) => reference.collection)),
  ].map((collection) => ({
    collection,
    title: isCollectionName(collection) ? collections[collection].title : collection,
  }));
  return {
    ...uploadedMediaOf(row),
    byteSize: Number(row.size),
    uploadedAt: row.created_at,
    uploadedBy: row.uploaded_by ?? ownerBeforeAccounts,
    usage: { publishedIn, inEarlierRevision: own.some((reference) => !reference.published) },
  };
}
