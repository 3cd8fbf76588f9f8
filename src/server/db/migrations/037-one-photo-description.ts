import type { Kysely } from 'kysely';
import { photoDescriptionsIn } from '#server/services/media/media-references.js';
import { isMediaId } from '#shared/media-id.js';

type Tables = {
  media: { id: string; alt_text: string };
  content_revisions: { collection: string; revision: number; document: string };
  content_drafts: { account_id: number; collection: string; document: string };
};

/**
 * A photo has one description now (issue 45): the one in its field, which the pages give as alt
 * text. The studio used to ask for a second one, kept with the upload in the media library, beside
 * it. Where only one of the two is written, the other takes it: an upload without a description
 * takes the one its published photo has, and a draft's photo without one takes its upload's.
 * Nothing written is replaced, and there is nothing to undo (no down).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const tables = db as unknown as Kysely<Tables>;
  const published = await tables
    .selectFrom('content_revisions as r')
    .select('r.document')
    .where(({ eb, selectFrom }) =>
      eb(
        'r.revision',
        '=',
        selectFrom('content_revisions as latest')
          .select(({ fn }) => fn.max('latest.revision').as('revision'))
          .whereRef('latest.collection', '=', 'r.collection'),
      ),
    )
    .execute();
  for (const { document } of published) {
    for (const { id, altText } of photoDescriptionsIn(JSON.parse(document))) {
      await tables
        .updateTable('media')
        .set({ alt_text: altText })
        .where('id', '=', id)
        .where('alt_text', '=', '')
        .execute();
    }
  }

  const described = await tables
    .selectFrom('media')
    .select(['id', 'alt_text'])
    .where('alt_text', '!=', '')
    .execute();
  const libraryAltText = new Map(described.map((row) => [row.id, row.alt_text]));
  const drafts = await tables
    .selectFrom('content_drafts')
    .select(['account_id', 'collection', 'document'])
    .execute();
  for (const draft of drafts) {
    const document: unknown = JSON.parse(draft.document);
    if (!describePhotos(document, libraryAltText)) continue;
    await tables
      .updateTable('content_drafts')
      .set({ document: JSON.stringify(document) })
      .where('account_id', '=', draft.account_id)
      .where('collection', '=', draft.collection)
      .execute();
  }
}

/** Gives each photo of `node` without a description its upload's; whether it gave any. */
function describePhotos(node: unknown, libraryAltText: ReadonlyMap<string, string>): boolean {
  if (typeof node !== 'object' || node === null) return false;
  const record = node as Record<string, unknown>;
  let changed = false;
  const altText =
    typeof record.id === 'string' && isMediaId(record.id) ? libraryAltText.get(record.id) : undefined;
  if (altText && (record.alt === undefined || (typeof record.alt === 'string' && !record.alt.trim()))) {
    record.alt = altText;
    changed = true;
  }
  for (const child of Object.values(record)) changed = describePhotos(child, libraryAltText) || changed;
  return changed;
}
