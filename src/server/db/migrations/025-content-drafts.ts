import { type Kysely, sql } from 'kysely';

/**
 * Drafts that last, and changes of several collections at once (issue 29):
 * - `content_drafts`: what a person typed in a collection and has not published, one per person
 *   and collection, private to that person, gone with their account. Not checked against the
 *   collection's schema (it may be half-typed), only kept as JSON.
 * - `content_preview_documents`: a preview's drafts, one row per collection it covers, so one
 *   token shows several collections' drafts together. `content_previews` keeps the token's times.
 * - `content_revisions.published_with`: the other collections published in the same change, so
 *   each history names the whole change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_drafts')
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('staff_accounts.id').onDelete('cascade'),
    )
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    /** The published revision the person started from, checked again at publish. */
    .addColumn('base_revision', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_drafts_pkey', ['account_id', 'collection'])
    .execute();

  await db.schema
    .createTable('content_preview_documents')
    .addColumn('token_hash', 'text', (c) =>
      c.notNull().references('content_previews.token_hash').onDelete('cascade'),
    )
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_preview_documents_pkey', ['token_hash', 'collection'])
    .execute();
  await sql`insert into content_preview_documents (token_hash, collection, document)
    select token_hash, collection, document from content_previews`.execute(db);
  await db.schema.alterTable('content_previews').dropColumn('collection').execute();
  await db.schema.alterTable('content_previews').dropColumn('document').execute();

  /** JSON array of collection names, or null when the revision was published alone. */
  await db.schema.alterTable('content_revisions').addColumn('published_with', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_revisions').dropColumn('published_with').execute();
  await db.schema.dropTable('content_preview_documents').execute();
  await db.schema.dropTable('content_drafts').execute();
}
