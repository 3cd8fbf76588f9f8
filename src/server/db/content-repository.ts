import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import type { ContentRevisionsTable, Database } from './schema.js';

export type ContentRevisionRow = Selectable<ContentRevisionsTable>;

export type NewContentRevision = {
  collection: string;
  revision: number;
  document: unknown;
  createdAt: string;
  author: string;
  restoredFrom: number | null;
  /** The other collections published in the same change; absent when published alone. */
  publishedWith?: readonly string[];
};

/** Whether revision `r` is its collection's highest, the published one. */
function isPublishedRevision(eb: ExpressionBuilder<Database & { r: ContentRevisionsTable }, 'r'>) {
  return eb(
    'r.revision',
    '=',
    eb
      .selectFrom('content_revisions as latest')
      .select(({ fn }) => fn.max('latest.revision').as('revision'))
      .whereRef('latest.collection', '=', 'r.collection'),
  );
}

/** The number of every collection's published (highest) revision: whether the content changed, cheaply. */
export async function selectPublishedRevisionNumbers(
  db: Kysely<Database>,
): Promise<{ collection: string; revision: number }[]> {
  const rows = await db
    .selectFrom('content_revisions')
    .select(({ fn }) => ['collection', fn.max('revision').as('revision')])
    .groupBy('collection')
    .execute();
  return rows.map((row) => ({ collection: row.collection, revision: Number(row.revision) }));
}

/** The highest (published) revision of every collection that has one. */
export async function selectPublishedRevisions(db: Kysely<Database>): Promise<ContentRevisionRow[]> {
  return db.selectFrom('content_revisions as r').selectAll('r').where(isPublishedRevision).execute();
}

export async function selectLatestRevisionNumber(
  db: Kysely<Database>,
  collection: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('content_revisions')
    .select(({ fn }) => fn.max('revision').as('revision'))
    .where('collection', '=', collection)
    .executeTakeFirst();
  return row?.revision ?? undefined;
}

/**
 * Stores a revision; false when that collection already has a revision of that number (another
 * editor, or another server, saved first: the unique index decides).
 */
export async function insertContentRevision(
  db: Kysely<Database>,
  revision: NewContentRevision,
): Promise<boolean> {
  const row = await db
    .insertInto('content_revisions')
    .values(contentRevisionRow(revision))
    .onConflict((conflict) => conflict.columns(['collection', 'revision']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The row of a revision: the document as JSON text. */
export function contentRevisionRow(revision: NewContentRevision): Insertable<ContentRevisionsTable> {
  return {
    collection: revision.collection,
    revision: revision.revision,
    document: JSON.stringify(revision.document),
    created_at: revision.createdAt,
    author: revision.author,
    restored_from: revision.restoredFrom,
    published_with: revision.publishedWith ? JSON.stringify(revision.publishedWith) : null,
  };
}

/** A collection's latest `limit` revisions with their documents, newest first (the readable history). */
export async function selectRevisionHistory(
  db: Kysely<Database>,
  collection: string,
  limit: number,
): Promise<ContentRevisionRow[]> {
  return db
    .selectFrom('content_revisions')
    .selectAll()
    .where('collection', '=', collection)
    .orderBy('revision', 'desc')
    .limit(limit)
    .execute();
}

export async function selectRevision(
  db: Kysely<Database>,
  collection: string,
  revision: number,
): Promise<ContentRevisionRow | undefined> {
  return db
    .selectFrom('content_revisions')
    .selectAll()
    .where('collection', '=', collection)
    .where('revision', '=', revision)
    .executeTakeFirst();
}

/**
 * Deletes, per collection, the revisions beyond its latest `keepLatest` that were made before
 * `createdBefore`, with their media references, and answers how many went. The published one is
 * the latest, so always kept; a collection with an open preview (one not expired at `now`) keeps
 * them all, as its draft was opened from one of them. Each collection in its own transaction.
 */
export async function pruneRevisions(
  db: Kysely<Database>,
  { keepLatest, createdBefore, now }: { keepLatest: number; createdBefore: string; now: string },
): Promise<number> {
  const latest = await db
    .selectFrom('content_revisions')
    .select(['collection', ({ fn }) => fn.max('revision').as('revision')])
    .where('collection', 'not in', (eb) =>
      eb
        .selectFrom('content_previews as p')
        .innerJoin('content_preview_documents as d', 'd.token_hash', 'p.token_hash')
        .select('d.collection')
        .where('p.expires_at', '>', now),
    )
    .groupBy('collection')
    .execute();
  let pruned = 0;
  for (const { collection, revision } of latest) {
    const lastToPrune = revision - keepLatest;
    if (lastToPrune < 1) continue;
    pruned += await db.transaction().execute(async (trx) => {
      const prunable = trx
        .selectFrom('content_revisions')
        .select('revision')
        .where('collection', '=', collection)
        .where('revision', '<=', lastToPrune)
        .where('created_at', '<', createdBefore);
      await trx
        .deleteFrom('media_references')
        .where('collection', '=', collection)
        .where('revision', 'in', prunable)
        .execute();
      const deleted = await trx
        .deleteFrom('content_revisions')
        .where('collection', '=', collection)
        .where('revision', '<=', lastToPrune)
        .where('created_at', '<', createdBefore)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    });
  }
  return pruned;
}
