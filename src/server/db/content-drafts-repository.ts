import type { Kysely, Selectable } from 'kysely';
import type { ContentDraftsTable, Database } from './schema.js';

export type ContentDraftRow = Selectable<ContentDraftsTable>;

export type ContentDraftValues = {
  accountId: number;
  collection: string;
  /** Any JSON: a draft may be half-typed. */
  document: unknown;
  baseRevision: number;
  updatedAt: string;
};

/** Keeps a person's draft of a collection, replacing the one they had. */
export async function upsertContentDraft(db: Kysely<Database>, draft: ContentDraftValues): Promise<void> {
  const values = {
    document: JSON.stringify(draft.document),
    base_revision: draft.baseRevision,
    updated_at: draft.updatedAt,
  };
  await db
    .insertInto('content_drafts')
    .values({ account_id: draft.accountId, collection: draft.collection, ...values })
    .onConflict((conflict) => conflict.columns(['account_id', 'collection']).doUpdateSet(values))
    .execute();
}

/** A person's drafts, without their documents, oldest collection name first. */
export async function selectContentDraftSummaries(
  db: Kysely<Database>,
  accountId: number,
): Promise<Omit<ContentDraftRow, 'document'>[]> {
  return db
    .selectFrom('content_drafts')
    .select(['account_id', 'collection', 'base_revision', 'updated_at'])
    .where('account_id', '=', accountId)
    .orderBy('collection')
    .execute();
}

/** A person's drafts of these collections, with their documents. */
export async function selectContentDrafts(
  db: Kysely<Database>,
  accountId: number,
  collections: readonly string[],
): Promise<ContentDraftRow[]> {
  if (collections.length === 0) return [];
  return db
    .selectFrom('content_drafts')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('collection', 'in', collections)
    .execute();
}

/**
 * Deletes a person's drafts of these collections (only if still saved at `updatedAt`, when given);
 * answers how many there were.
 */
export async function deleteContentDrafts(
  db: Kysely<Database>,
  accountId: number,
  collections: readonly string[],
  updatedAt?: string,
): Promise<number> {
  if (collections.length === 0) return 0;
  let query = db
    .deleteFrom('content_drafts')
    .where('account_id', '=', accountId)
    .where('collection', 'in', collections);
  if (updatedAt !== undefined) query = query.where('updated_at', '=', updatedAt);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Moves a person's draft onto `baseRevision` (after publishing part of it), if it is still the one
 * saved at `updatedAt`: a later autosave names its own base revision.
 */
export async function updateContentDraftBase(
  db: Kysely<Database>,
  accountId: number,
  collection: string,
  updatedAt: string,
  baseRevision: number,
): Promise<void> {
  await db
    .updateTable('content_drafts')
    .set({ base_revision: baseRevision })
    .where('account_id', '=', accountId)
    .where('collection', '=', collection)
    .where('updated_at', '=', updatedAt)
    .execute();
}
