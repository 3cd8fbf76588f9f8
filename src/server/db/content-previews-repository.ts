import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export type NewContentPreview = {
  tokenHash: string;
  /** Each collection's draft the preview shows, by collection name. */
  documents: Record<string, unknown>;
  createdAt: string;
  expiresAt: string;
  /** The account that made it. */
  authorId: number;
};

/** An active preview: its drafts (JSON text) by collection. */
export type ContentPreviewRecord = { documents: Record<string, string> };

/**
 * Stores a preview and its drafts in one transaction, and deletes those expired by its creation
 * time (their drafts go with them), so the tables stay small.
 */
export async function insertContentPreview(db: Kysely<Database>, preview: NewContentPreview): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('content_previews').where('expires_at', '<=', preview.createdAt).execute();
    await trx
      .insertInto('content_previews')
      .values({
        token_hash: preview.tokenHash,
        created_at: preview.createdAt,
        expires_at: preview.expiresAt,
        account_id: preview.authorId,
      })
      .execute();
    await trx.insertInto('content_preview_documents').values(contentPreviewDocumentRows(preview)).execute();
  });
}

/** The rows of a preview's drafts: each document as JSON text under the token hash. */
export function contentPreviewDocumentRows(preview: Pick<NewContentPreview, 'tokenHash' | 'documents'>) {
  return Object.entries(preview.documents).map(([collection, document]) => ({
    token_hash: preview.tokenHash,
    collection,
    document: JSON.stringify(document),
  }));
}

/** The preview of that token hash, unless it has expired by `now` (ISO time) or its author is no longer active. */
export async function selectActiveContentPreview(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<ContentPreviewRecord | undefined> {
  const rows = await db
    .selectFrom('content_previews as p')
    .innerJoin('content_preview_documents as d', 'd.token_hash', 'p.token_hash')
    .leftJoin('staff_accounts as author', 'author.id', 'p.account_id')
    .select(['d.collection', 'd.document'])
    .where('p.token_hash', '=', tokenHash)
    .where('p.expires_at', '>', now)
    .where((eb) => eb.or([eb('p.account_id', 'is', null), eb('author.status', '=', 'active')]))
    .execute();
  if (rows.length === 0) return undefined;
  return { documents: Object.fromEntries(rows.map((row) => [row.collection, row.document])) };
}

/** Ends the author's previews that show their draft of `collection` (the draft was discarded). */
export async function deleteContentPreviewsShowing(
  db: Kysely<Database>,
  authorId: number,
  collection: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const showing = await trx
      .selectFrom('content_previews as p')
      .innerJoin('content_preview_documents as d', 'd.token_hash', 'p.token_hash')
      .select('p.token_hash')
      .where('p.account_id', '=', authorId)
      .where('d.collection', '=', collection)
      .execute();
    const tokenHashes = showing.map((row) => row.token_hash);
    if (tokenHashes.length === 0) return;
    await trx.deleteFrom('content_preview_documents').where('token_hash', 'in', tokenHashes).execute();
    await trx.deleteFrom('content_previews').where('token_hash', 'in', tokenHashes).execute();
  });
}
