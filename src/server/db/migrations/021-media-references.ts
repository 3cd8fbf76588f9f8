import { type Kysely, sql } from 'kysely';

/**
 * Which uploads each content revision names, written with the revision at publish, so the media
 * library reads these rows instead of every stored document, and a removal checks them in the
 * same transaction as a publish writes them. Rows go with their revision when it is pruned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_references')
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('media_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('media_references_pkey', ['collection', 'revision', 'media_id'])
    .execute();
  await db.schema
    .createIndex('media_references_media_id')
    .on('media_references')
    .column('media_id')
    .execute();

  // The revisions stored before: an upload's id is 64 hex digits, which no other value matches
  // (read as text here, so this migration does not depend on today's content schemas).
  const revisions = await sql<{ collection: string; revision: number; document: string }>`
    select collection, revision, document from content_revisions`.execute(db);
  const rows = revisions.rows.flatMap(({ collection, revision, document }) =>
    [...new Set(document.match(/[0-9a-f]{64}/g))].map((media_id) => ({ collection, revision, media_id })),
  );
  for (let start = 0; start < rows.length; start += 500) {
    await (db as Kysely<{ media_references: (typeof rows)[number] }>)
      .insertInto('media_references')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_references').execute();
}
