import type { Kysely } from 'kysely';

/**
 * The SHA-256 of the bytes an image was uploaded as (its id names the file stored, encoded again),
 * so the same file uploaded again is answered from the library without being decoded again.
 * Null for videos (stored as sent, their id is this hash) and for uploads made before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').addColumn('upload_sha256', 'text').execute();
  await db.schema.createIndex('media_upload_sha256').on('media').column('upload_sha256').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('media_upload_sha256').execute();
  await db.schema.alterTable('media').dropColumn('upload_sha256').execute();
}
