import type { Kysely, Selectable } from 'kysely';
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

/** The newest uploads first, at most `limit`. */
export async function selectMedia(db: Kysely<Database>, limit: number): Promise<MediaRow[]> {
  return db
    .selectFrom('media')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function deleteMedia(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('media').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
