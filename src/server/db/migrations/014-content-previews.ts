import type { Kysely } from 'kysely';

/**
 * Unpublished drafts the admin previews (services/pages/page-previews.ts): one collection's
 * document, reachable for a short while by a random token of which only the SHA-256 is kept. In
 * the database rather than in memory, so whichever server answers the preview link has it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_previews')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('collection', 'text', (c) => c.notNull())
    /** The draft document, as JSON, already checked against its collection's schema. */
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('content_previews_expires_at')
    .on('content_previews')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_previews').execute();
}
