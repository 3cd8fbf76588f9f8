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
  updateMediaAltText,
  updateMediaFocalPoint,
} from '#server/db/media-repository.js';
import type { Database } from '#server/db/schema.js';
import type { FileStore } from '#server/services/storage/file-store.js';
import { CapacityBusyError, type WorkSlot } from '#server/services/work-capacity.js';
import { ownerBeforeAccounts } from '#shared/accounts.js';
import {
  type FocalPoint,
  type ImageType,
  isImageType,
  isMediaInUse,
  type MediaLibraryItem,
  type MediaType,
  type UploadedMedia,
} from '#shared/media.js';
import { mediaUrl } from '#shared/media-id.js';
import { decodeImage, encodePhotoVariants, photoContentTypes } from './image-encoding.js';
import { allMediaKeys, mediaKey, photoVariantKey, photoVariantKeys } from './media-key.js';
import { mediaReferencesIn } from './media-references.js';

/** The admin's list shows this many uploads, newest first. */
const LIBRARY_LIMIT = 500;

/**
 * `GET /api/media`'s work: the uploads (those whose name or description contains `search`, if
 * given), each with the content revisions that refer to it (from the references written at
 * publish, not by reading every stored revision).
 */
export async function listMediaLibrary(db: Kysely<Database>, search?: string): Promise<MediaLibraryItem[]> {
  const rows = await selectMedia(db, LIBRARY_LIMIT, search);
  const references = await selectMediaReferences(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toLibraryItem(row, references));
}

export type MediaRemoval =
  /** `name`: the file's name as uploaded ('' for an older upload), for the audit log once it is gone. */
  | { kind: 'removed'; name: string }
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
    return { kind: 'removed', name: row.original_name };
  });
}

/** One upload as the library lists it, or undefined when there is none. */
export async function findMediaLibraryItem(
  db: Kysely<Database>,
  id: string,
): Promise<MediaLibraryItem | undefined> {
  const row = await findMedia(db, id);
  return row && toLibraryItem(row, await selectMediaReferences(db, [id]));
}

/** `PATCH /api/media/:id`'s work: the upload's description, answered as the library lists it. */
export async function describeMedia(
  db: Kysely<Database>,
  id: string,
  altText: string,
): Promise<MediaLibraryItem | undefined> {
  if (!(await updateMediaAltText(db, id, altText))) return undefined;
  return findMediaLibraryItem(db, id);
}

export type FocalPointChange =
  | { kind: 'changed'; item: MediaLibraryItem }
  | { kind: 'not-found' }
  /** A video: it has no photo variants to crop. */
  | { kind: 'not-a-photo' }
  /** Too many images are being decoded: try again in a moment. */
  | { kind: 'busy' };

/**
 * `PUT /api/media/:id/focal-point`'s work: decodes the stored image again (in a slot of the same
 * decoding bound as uploads), crops every photo variant around the point, and replaces the old
 * variants with them in one transaction with the point, so a page never finds a variant missing.
 */
export async function changeFocalPoint(
  db: Kysely<Database>,
  fileStore: FileStore,
  withDecodeSlot: WorkSlot,
  id: string,
  focalPoint: FocalPoint,
): Promise<FocalPointChange> {
  const row = await findMedia(db, id);
  if (!row) return { kind: 'not-found' };
  const type = row.content_type as MediaType;
  if (!isImageType(type)) return { kind: 'not-a-photo' };
  const stored = await fileStore.get(db, mediaKey(id));
  if (!stored) return { kind: 'not-found' };
  const content = await readWhole(fileStore.stream(db, stored));
  try {
    const variants = await withDecodeSlot(async () => {
      const image = await decodeImage(content, type as ImageType);
      if (!image) throw new Error(`the stored image ${id} does not decode`);
      return encodePhotoVariants(image, focalPoint);
    });
    await db.transaction().execute(async (trx) => {
      // Locked first: a removal running at the same time either went before (nothing to change) or waits.
      if ((await lockMedia(trx, [id])).length === 0) return;
      await updateMediaFocalPoint(trx, id, focalPoint);
      for (const key of photoVariantKeys(id)) await fileStore.delete(trx, key);
      for (const variant of variants) {
        await fileStore.put(trx, {
          key: photoVariantKey(id, variant.crop, variant.format, variant.width),
          contentType: photoContentTypes[variant.format],
          content: variant.content,
        });
      }
    });
  } catch (error) {
    if (error instanceof CapacityBusyError) return { kind: 'busy' };
    throw error;
  }
  const item = await findMediaLibraryItem(db, id);
  return item ? { kind: 'changed', item } : { kind: 'not-found' };
}

async function readWhole(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
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
    originalName: row.original_name,
    altText: row.alt_text,
    focalPoint: row.focal_x === null || row.focal_y === null ? null : { x: row.focal_x, y: row.focal_y },
    usage: { publishedIn, inEarlierRevision: own.some((reference) => !reference.published) },
  };
}
