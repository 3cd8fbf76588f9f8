import type { Kysely } from 'kysely';

/**
 * What the media library keeps of an upload beyond its file (issue 29): the file's name as it was
 * uploaded (shown and searched), its text for people who cannot see it (needed before a photo
 * field takes it), and the point that must stay in view when its variants are cropped (percent of
 * the width and height from the top left; null: cropped around what draws the eye).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('media')
    .addColumn('original_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('media')
    .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('media').addColumn('focal_x', 'integer').execute();
  await db.schema.alterTable('media').addColumn('focal_y', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['focal_y', 'focal_x', 'alt_text', 'original_name']) {
    await db.schema.alterTable('media').dropColumn(column).execute();
  }
}
