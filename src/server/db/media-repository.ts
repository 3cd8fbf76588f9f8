import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, MediaTable } from './schema.js';

/** The media library's rows, one per upload. Every function takes a transaction or the database. */

export type MediaRow = Selectable<MediaTable>;

/** Records an upload; false when it is already there (the same file uploaded again). */
export async function insertMedia(db: Kysely<Database>, media: MediaRow): Promise<boolean> {
  const row = await db
    .insertInto('media')
    .values(media)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findMedia(db: Kysely<Database>, id: string): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The upload made from exactly these bytes before (their SHA-256), if any. */
export async function findMediaByUpload(
  db: Kysely<Database>,
  uploadSha256: string,
): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('upload_sha256', '=', uploadSha256).executeTakeFirst();
}

/**
 * Those of `ids` that are in the library, their rows locked until the transaction ends. The lock
 * is an update that changes nothing: on PostgreSQL a publish naming an upload and the upload's
 * removal wait for each other, and on SQLite the transaction holds the write lock from here on,
 * so "in use" and "removed" are never both decided at once.
 */
export async function lockMedia(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('media')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Records the uploads revision `revision` of `collection` names, in its publish's transaction. */
export async function insertMediaReferences(
  db: Kysely<Database>,
  collection: string,
  revision: number,
  mediaIds: readonly string[],
): Promise<void> {
  if (mediaIds.length === 0) return;
  await db
    .insertInto('media_references')
    .values(mediaIds.map((media_id) => ({ collection, revision, media_id })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** A content revision that names an upload, and whether it is its collection's published one. */
export type MediaReference = { mediaId: string; collection: string; revision: number; published: boolean };

/** Every stored revision, published or earlier, that names one of `mediaIds`. */
export async function selectMediaReferences(
  db: Kysely<Database>,
  mediaIds: readonly string[],
): Promise<MediaReference[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .selectFrom('media_references as m')
    .select(['m.media_id', 'm.collection', 'm.revision'])
    .select((eb) =>
      eb(
        'm.revision',
        '=',
        eb
          .selectFrom('content_revisions as latest')
          .select(({ fn }) => fn.max('latest.revision').as('revision'))
          .whereRef('latest.collection', '=', 'm.collection'),
      ).as('published'),
    )
    .where('m.media_id', 'in', mediaIds)
    .execute();
  // SQLite answers a comparison as 0 or 1.
  return rows.map((row) => ({
    mediaId: row.media_id,
    collection: row.collection,
    revision: row.revision,
    published: Boolean(row.published),
  }));
}

/**
 * The newest uploads first, at most `limit`; with `search`, only those whose original file name or
 * description contains it, ignoring case (the same on both engines: both sides are lower-cased,
 * and `%` and `_` in the search are matched as themselves).
 */
export async function selectMedia(db: Kysely<Database>, limit: number, search?: string): Promise<MediaRow[]> {
  let query = db.selectFrom('media').selectAll();
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query = query.where(
      sql<boolean>`(lower(original_name) like ${pattern} escape '\\' or lower(alt_text) like ${pattern} escape '\\')`,
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
}

/** Sets an upload's description; false when there is no such upload. */
export async function updateMediaAltText(
  db: Kysely<Database>,
  id: string,
  altText: string,
): Promise<boolean> {
  const result = await db
    .updateTable('media')
    .set({ alt_text: altText })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Gives each upload of `descriptions` that has no description yet the one its photo was published
 * with, in the publish's transaction: the library then finds it by it and offers it with it.
 */
export async function fillEmptyMediaAltText(
  db: Kysely<Database>,
  descriptions: readonly { id: string; altText: string }[],
): Promise<void> {
  for (const { id, altText } of descriptions) {
    await db
      .updateTable('media')
      .set({ alt_text: altText })
      .where('id', '=', id)
      .where('alt_text', '=', '')
      .execute();
  }
}

/** Sets an upload's focal point, in the transaction that stores the variants cropped around it. */
export async function updateMediaFocalPoint(
  db: Kysely<Database>,
  id: string,
  focalPoint: { x: number; y: number },
): Promise<void> {
  await db
    .updateTable('media')
    .set({ focal_x: focalPoint.x, focal_y: focalPoint.y })
    .where('id', '=', id)
    .execute();
}

export async function deleteMedia(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('media').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The names the files of `ids` were uploaded under, by id (for the audit log's rows). */
export async function selectMediaNames(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('media').select(['id', 'original_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.original_name || 'a file uploaded without a name']));
}
