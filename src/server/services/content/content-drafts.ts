import type { Kysely } from 'kysely';
import type { CollectionName } from '#content/index.js';
import {
  deleteContentDrafts,
  selectContentDraftSummaries,
  selectContentDrafts,
  updateContentDraftBase,
  upsertContentDraft,
} from '#server/db/content-drafts-repository.js';
import { deleteContentPreviewsShowing } from '#server/db/content-previews-repository.js';
import { selectRevision } from '#server/db/content-repository.js';
import type { Database } from '#server/db/schema.js';
import type { ContentStore, SaveOutcome } from '#server/services/content/content-store.js';
import type { PagePreviews, PreviewCreated } from '#server/services/pages/page-previews.js';
import type { ContentDraft, ContentDraftSummary } from '#shared/content-drafts.js';
import { withLanguageOf } from '#shared/content-translations.js';

/** Whose drafts: each person sees and publishes their own only. */
type DraftOwner = { id: number; name: string };

/** The drafts an action named that the person does not have. */
export type MissingDrafts = { kind: 'missing'; collections: string[] };

function summaryOf(row: {
  collection: string;
  base_revision: number;
  updated_at: string;
}): ContentDraftSummary {
  return { collection: row.collection, baseRevision: row.base_revision, updatedAt: row.updated_at };
}

/**
 * A person's drafts of the content collections (issue 29): kept as typed, however incomplete,
 * previewed and published together. Publishing checks each against its collection's schema and
 * its base revision (content-store.ts), and then clears the drafts it published.
 */
export function createContentDrafts(db: Kysely<Database>, store: ContentStore, now: () => Date) {
  /** The person's drafts of `names`, or which of them they do not have. */
  async function draftsOf(owner: DraftOwner, names: readonly CollectionName[]) {
    const rows = await selectContentDrafts(db, owner.id, names);
    const missing = names.filter((name) => !rows.some((row) => row.collection === name));
    if (missing.length > 0) return { kind: 'missing', collections: missing } as const;
    return { kind: 'found', rows } as const;
  }

  return {
    async list(owner: DraftOwner): Promise<ContentDraftSummary[]> {
      return (await selectContentDraftSummaries(db, owner.id)).map(summaryOf);
    },

    async read(owner: DraftOwner, collection: CollectionName): Promise<ContentDraft | undefined> {
      const [row] = await selectContentDrafts(db, owner.id, [collection]);
      if (!row) return undefined;
      return { ...summaryOf(row), document: JSON.parse(row.document) as ContentDraft['document'] };
    },

    /** Keeps the draft as it is now, replacing the person's earlier one of that collection. */
    async save(
      owner: DraftOwner,
      collection: CollectionName,
      document: Record<string, unknown>,
      baseRevision: number,
    ): Promise<ContentDraftSummary> {
      const updatedAt = now().toISOString();
      await upsertContentDraft(db, { accountId: owner.id, collection, document, baseRevision, updatedAt });
      return { collection, baseRevision, updatedAt };
    },

    /** Whether there was a draft to discard. The person's preview links showing it end with it. */
    async discard(owner: DraftOwner, collection: CollectionName): Promise<boolean> {
      const discarded = (await deleteContentDrafts(db, owner.id, [collection])) > 0;
      await deleteContentPreviewsShowing(db, owner.id, collection);
      return discarded;
    },

    /** One preview of the person's drafts of `names` together. */
    async preview(
      owner: DraftOwner,
      names: readonly CollectionName[],
      previews: PagePreviews,
    ): Promise<PreviewCreated | MissingDrafts> {
      const found = await draftsOf(owner, names);
      if (found.kind === 'missing') return found;
      const documents = Object.fromEntries(
        found.rows.map((row) => [row.collection, JSON.parse(row.document)]),
      );
      return previews.create(documents, owner.id);
    },

    /**
     * Publishes the person's drafts of `names` as one change, and clears them. A draft saved again
     * while this ran (a later autosave) is newer than what was published, so it is kept.
     *
     * With `language`, publishes only the drafts' translations into it: each collection's revision
     * is the one the draft started from with that language's translations taken from the draft,
     * checked and refused (a newer revision published since) like any publish. The drafts keep
     * their other changes, now based on the new revision.
     */
    async publish(
      owner: DraftOwner,
      names: readonly CollectionName[],
      language?: string,
    ): Promise<SaveOutcome | MissingDrafts> {
      const found = await draftsOf(owner, names);
      if (found.kind === 'missing') return found;
      const changes = await Promise.all(
        found.rows.map(async (row) => {
          const draft: unknown = JSON.parse(row.document);
          // A base revision no longer stored is not the latest either: the publish is refused as a
          // conflict, whatever document goes with it.
          const base = language ? await selectRevision(db, row.collection, row.base_revision) : undefined;
          return {
            collection: row.collection as CollectionName,
            document: language && base ? withLanguageOf(JSON.parse(base.document), draft, language) : draft,
            baseRevision: row.base_revision,
          };
        }),
      );
      const outcome = await store.publishTogether(changes, owner.name);
      if (outcome.kind !== 'saved') return outcome;
      for (const row of found.rows) {
        if (!language) {
          await deleteContentDrafts(db, owner.id, [row.collection], row.updated_at);
          continue;
        }
        const revision = outcome.revisions.find((entry) => entry.collection === row.collection)?.revision;
        if (revision !== undefined)
          await updateContentDraftBase(db, owner.id, row.collection, row.updated_at, revision);
      }
      return outcome;
    },

    /** After a publish of `collection` by other means (a single publish): the person's draft is done. */
    async clear(owner: DraftOwner, collection: CollectionName): Promise<void> {
      await deleteContentDrafts(db, owner.id, [collection]);
    },
  };
}

export type ContentDrafts = ReturnType<typeof createContentDrafts>;
