import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, MediaTable } from './schema.js';

/**
 * The media library's rows (one per upload) and where the content refers to them. Every function
 * takes a transaction or the database.
 */

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

/** A content revision that names a medium, and whether it is its collection's published one. */
export type MediaReference = { mediaId: string; collection: string; revision: number; published: boolean };

/**
 * Every stored content revision whose document names one of `mediaIds`, searched as text: a
 * medium appears in a document only by its id (a photo's `id`, or in `/media/<id>` addresses),
 * and an id is 64 hex digits, which no other value matches by chance and `like` reads literally.
 */
export async function selectMediaReferences(
  db: Kysely<Database>,
  mediaIds: readonly string[],
): Promise<MediaReference[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .selectFrom('media as m')
    .innerJoin('content_revisions as r', (join) => join.on(sql<boolean>`r.document like '%' || m.id || '%'`))
    .select(['m.id as mediaId', 'r.collection', 'r.revision'])
    .select(({ eb, selectFrom }) =>
      eb(
        'r.revision',
        '=',
        selectFrom('content_revisions as latest')
          .select(({ fn }) => fn.max('latest.revision').as('revision'))
          .whereRef('latest.collection', '=', 'r.collection'),
      ).as('published'),
    )
    .where('m.id', 'in', mediaIds)
    .orderBy('r.collection')
    .orderBy('r.revision')
    .execute();
  // SQLite answers a comparison as 0 or 1.
  return rows.map((row) => ({ ...row, published: Boolean(row.published) }));
}
