import type { Kysely } from 'kysely';

/**
 * The history now says in words what each revision changed, worked out from the revision and the
 * one before it when the history is read (src/server/services/content/revision-summary.ts), so the
 * list of changed dot paths stored with each revision goes.
 *
 * And the launch checklist's "keep as it is": a value that looks like a sample but is meant (a
 * generated illustration the company likes), recorded with who decided and when. Kept apart from
 * the content, as deciding it publishes nothing. A value is known by its collection, its place
 * (the dot path with each list item's key for its position, so moving an item keeps the decision)
 * and the value itself, so a changed value is checked again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_revisions').dropColumn('changed_fields').execute();
  await db.schema
    .createTable('content_sample_keeps')
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('kept_by', 'text', (c) => c.notNull())
    .addColumn('kept_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_sample_keeps_pkey', ['collection', 'place', 'value'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_sample_keeps').execute();
  await db.schema
    .alterTable('content_revisions')
    .addColumn('changed_fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}
