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

/** Those of `ids` that are in the library. */
export async function selectExistingMediaIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('media').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
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
