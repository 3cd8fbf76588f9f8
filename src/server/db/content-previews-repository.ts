import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ContentPreviewsTable, Database } from './schema.js';

export type ContentPreviewRow = Selectable<ContentPreviewsTable>;

export type NewContentPreview = {
  tokenHash: string;
  collection: string;
  document: unknown;
  createdAt: string;
  expiresAt: string;
};

/** Stores a preview, and deletes those expired by its creation time, so the table stays small. */
export async function insertContentPreview(db: Kysely<Database>, preview: NewContentPreview): Promise<void> {
  await db.deleteFrom('content_previews').where('expires_at', '<=', preview.createdAt).execute();
  await db.insertInto('content_previews').values(contentPreviewRow(preview)).execute();
}

/** The row of a preview: the draft document as JSON text. */
export function contentPreviewRow(preview: NewContentPreview): Insertable<ContentPreviewsTable> {
  return {
    token_hash: preview.tokenHash,
    collection: preview.collection,
    document: JSON.stringify(preview.document),
    created_at: preview.createdAt,
    expires_at: preview.expiresAt,
  };
}

/** The preview of that token hash, unless it has expired by `now` (ISO time). */
export async function selectActiveContentPreview(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<ContentPreviewRow | undefined> {
  return db
    .selectFrom('content_previews')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}
