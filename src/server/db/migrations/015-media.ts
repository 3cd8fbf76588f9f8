import type { Kysely } from 'kysely';

/**
 * The media library: one row per upload, with what the admin's list shows of it. Its files (the
 * upload as stored, and an image's photo variants) are in `stored_files` under `media/<id>…`,
 * written in the same transaction as the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media')
    /** The SHA-256 of the stored upload, hex. */
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    /** As displayed; null for a video whose container does not say. */
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    /** Of the upload as stored, without its variants. */
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media').execute();
}
