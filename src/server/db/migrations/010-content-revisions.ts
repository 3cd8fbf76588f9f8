import type { Kysely } from 'kysely';
import { autoIncrementPrimaryKey, autoIncrementType } from '#server/db/dialect.js';

/**
 * Every saved revision of every content collection (src/content/collections.ts): the published
 * one is the highest revision of its collection. Two editors saving from the same revision both
 * try the next number; the unique index lets one win, so neither overwrites the other silently.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_revisions')
    .addColumn('id', autoIncrementType(db), autoIncrementPrimaryKey(db))
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    /** JSON array of the dot paths the revision changed. */
    .addColumn('changed_fields', 'text', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .execute();
  await db.schema
    .createIndex('content_revisions_collection_revision')
    .on('content_revisions')
    .columns(['collection', 'revision'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_revisions').execute();
}
