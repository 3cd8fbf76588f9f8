import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type CollectionName, collectionNames, collections, type SiteContent } from '#content/index.js';
import { collectionJsonSchemas } from '#content/json-schemas.js';
import { sampleContent } from '#content/samples/index.js';
import {
  insertContentRevision,
  selectLatestRevisionNumber,
  selectPublishedRevisionNumbers,
  selectPublishedRevisions,
  selectRevision,
  selectRevisionHistory,
} from '#server/db/content-repository.js';
import { fillEmptyMediaAltText, insertMediaReferences } from '#server/db/media-repository.js';
import type { Database } from '#server/db/schema.js';
import { lockMediaOfDocument } from '#server/services/media/media-library.js';
import { photoDescriptionsIn } from '#server/services/media/media-references.js';
import { type CollectionSummary, type ContentRevision, messagesByField } from '#shared/content.js';
import { withoutOrphanTranslations } from '#shared/content-translations.js';
import { revisionDescribers } from './revision-describers.js';
import { describeChanges } from './revision-summary.js';

/** The published revision of every collection, as the pages, structured data and chat read it. */
export type PublishedContent = {
  content: SiteContent;
  /** Changes with every publish: what the page cache is keyed by. */
  version: string;
  summaries: CollectionSummary[];
};

/** One collection's part of a publish: its new document, and the revision the editor started from. */
export type PublishChange = { collection: CollectionName; document: unknown; baseRevision: number };

/** Someone published a collection since the editor's base revision, and what their revisions changed. */
export type PublishConflict = {
  collection: CollectionName;
  latestRevision: number;
  /** Dot paths that differ between the editor's base revision and the latest one. */
  differences: string[];
};

export type SaveOutcome =
  | { kind: 'saved'; revisions: { collection: CollectionName; revision: number }[] }
  /** A document breaks its collection's rules: a message per field (dot path). Nothing is saved. */
  | { kind: 'invalid'; collection: CollectionName; fields: Record<string, string> }
  /** Another revision was saved since a `baseRevision`: nothing is saved. */
  | { kind: 'conflict'; conflicts: PublishConflict[] };

/** Thrown inside the publish transaction to roll back every collection's revision written before. */
class PublishRefused extends Error {
  constructor(readonly outcome: Exclude<SaveOutcome, { kind: 'saved' }>) {
    super(outcome.kind);
  }
}

/** A document checked against its collection's schema: the parsed document, or a message per field. */
export type CheckedDocument<Name extends CollectionName = CollectionName> =
  | { kind: 'valid'; document: SiteContent[Name] }
  | { kind: 'invalid'; fields: Record<string, string> };

/** Checks `document` against collection `name`'s schema, as a save does. */
export function checkDocument<Name extends CollectionName>(
  name: Name,
  document: unknown,
): CheckedDocument<Name> {
  const parsed = collections[name].schema.safeParse(document);
  return parsed.success
    ? {
        kind: 'valid',
        document: withoutOrphanTranslations(collectionJsonSchemas()[name], parsed.data as SiteContent[Name]),
      }
    : { kind: 'invalid', fields: messagesByField(parsed.error.issues) };
}

/** Who a new database's first revisions are credited to. */
const SAMPLE_AUTHOR = 'samples';
const HISTORY_LIMIT = 200;

type ContentStoreOptions = { now: () => Date; log: FastifyBaseLogger };

/**
 * The content collections in the database: every save is a new revision, and the published
 * content is the latest revision of each. A new database gets the samples as revision 1. The
 * published content is kept in memory; `refresh` reads it again (after a save here, or a save
 * another server announced), and listeners hear of each new version.
 */
export function createContentStore(db: Kysely<Database>, { now, log }: ContentStoreOptions) {
  let current: Promise<PublishedContent> | undefined;
  const listeners = new Set<(published: PublishedContent) => void>();

  async function seedMissingCollections(present: Set<string>) {
    for (const name of collectionNames.filter((candidate) => !present.has(candidate))) {
      // Another server starting at the same moment may seed it too: the unique index keeps one.
      await insertContentRevision(db, {
        collection: name,
        revision: 1,
        document: sampleContent[name],
        createdAt: now().toISOString(),
        author: SAMPLE_AUTHOR,
        restoredFrom: null,
      });
    }
  }

  async function load(): Promise<PublishedContent> {
    let rows = await selectPublishedRevisions(db);
    const present = new Set(rows.map((row) => row.collection));
    if (collectionNames.some((name) => !present.has(name))) {
      await seedMissingCollections(present);
      rows = await selectPublishedRevisions(db);
    }
    const content = {} as Record<CollectionName, unknown>;
    const summaries: CollectionSummary[] = [];
    for (const name of collectionNames) {
      const row = rows.find((candidate) => candidate.collection === name);
      if (!row) throw new Error(`content collection ${name} has no revision`);
      const parsed = collections[name].schema.safeParse(JSON.parse(row.document));
      if (parsed.success) {
        content[name] = parsed.data;
      } else {
        // A schema tightened by a deploy: the site shows the samples for this collection until an
        // editor saves a valid revision, rather than failing every page.
        log.error(
          { collection: name, revision: row.revision, issues: parsed.error.issues },
          'published content no longer passes its schema',
        );
        content[name] = sampleContent[name];
      }
      summaries.push({
        collection: name,
        title: collections[name].title,
        revision: row.revision,
        updatedAt: row.created_at,
        updatedBy: row.author,
      });
    }
    return { content: content as SiteContent, version: versionOf(summaries), summaries };
  }

  async function refresh(): Promise<PublishedContent> {
    const previous = current;
    const next = load();
    current = next;
    try {
      const published = await next;
      const previousVersion = await previous?.then((value) => value.version).catch(() => undefined);
      if (published.version !== previousVersion) for (const listener of listeners) listener(published);
      return published;
    } catch (error) {
      if (current === next) current = undefined;
      throw error;
    }
  }

  function published(): Promise<PublishedContent> {
    return current ?? refresh();
  }

  /** Reloads when the database holds another version than the one in memory (no one could say so). */
  async function refreshIfChanged(): Promise<void> {
    const inDatabase = versionOf(await selectPublishedRevisionNumbers(db));
    const inMemory = await current?.then((value) => value.version).catch(() => undefined);
    if (inDatabase !== inMemory) await refresh();
  }

  /** The conflicts of `changes` whose base revision is no longer their collection's latest. */
  async function conflictsOf(changes: readonly PublishChange[]): Promise<PublishConflict[]> {
    const conflicts: PublishConflict[] = [];
    for (const { collection, baseRevision } of changes) {
      const latestRevision = (await selectLatestRevisionNumber(db, collection)) ?? 0;
      if (latestRevision === baseRevision) continue;
      const [base, latest] = await Promise.all([
        selectRevision(db, collection, baseRevision),
        selectRevision(db, collection, latestRevision),
      ]);
      // In words, as the history tells them; a base revision pruned since leaves the whole collection.
      const differences =
        base && latest
          ? describeRevision(collection, JSON.parse(base.document), JSON.parse(latest.document))
          : ['The whole collection (the revision you started from was pruned)'];
      conflicts.push({ collection, latestRevision, differences });
    }
    return conflicts;
  }

  /**
   * Publishes each change as its collection's next revision, all in one transaction, if each
   * `baseRevision` is still its collection's latest: every collection or none.
   */
  async function publish(
    changes: readonly PublishChange[],
    author: string,
    restoredFrom: number | null,
  ): Promise<SaveOutcome> {
    // One order for every publish, so two publishes of overlapping collections lock alike.
    const ordered = [...changes].sort((a, b) => a.collection.localeCompare(b.collection));
    const checked: { change: PublishChange; document: unknown }[] = [];
    for (const change of ordered) {
      const result = checkDocument(change.collection, change.document);
      if (result.kind === 'invalid')
        return { kind: 'invalid', collection: change.collection, fields: result.fields };
      checked.push({ change, document: result.document });
    }
    const conflicts = await conflictsOf(ordered);
    if (conflicts.length > 0) return { kind: 'conflict', conflicts };
    const names = ordered.map((change) => change.collection);
    const createdAt = now().toISOString();
    try {
      // The uploads each document names are locked and its references written with it, so an
      // upload removed at the same moment is either still there for good or refused here.
      const revisions = await db.transaction().execute(async (trx) => {
        const written: { collection: CollectionName; revision: number }[] = [];
        for (const { change, document } of checked) {
          const { collection, baseRevision } = change;
          const { mediaIds, missingFields } = await lockMediaOfDocument(trx, document);
          if (Object.keys(missingFields).length > 0) {
            throw new PublishRefused({ kind: 'invalid', collection, fields: missingFields });
          }
          const revision = baseRevision + 1;
          const saved = await insertContentRevision(trx, {
            collection,
            revision,
            document,
            createdAt,
            author,
            restoredFrom,
            ...(names.length > 1 ? { publishedWith: names.filter((name) => name !== collection) } : {}),
          });
          // Someone published this collection between the check above and now.
          if (!saved) throw new PublishRefused({ kind: 'conflict', conflicts: [] });
          await insertMediaReferences(trx, collection, revision, mediaIds);
          // A photo has one description, written in its field; an upload first published with it keeps it.
          await fillEmptyMediaAltText(trx, photoDescriptionsIn(document));
          written.push({ collection, revision });
        }
        return written;
      });
      await refresh();
      return { kind: 'saved', revisions };
    } catch (error) {
      if (!(error instanceof PublishRefused)) throw error;
      if (error.outcome.kind === 'conflict')
        return { kind: 'conflict', conflicts: await conflictsOf(ordered) };
      return error.outcome;
    }
  }

  return {
    published,
    refresh,
    refreshIfChanged,
    /** Publishes `document` as the next revision, if `baseRevision` is still the latest. */
    save: (name: CollectionName, document: unknown, baseRevision: number, author: string) =>
      publish([{ collection: name, document, baseRevision }], author, null),
    /** Publishes several collections as one change: one revision each, every one or none. */
    publishTogether: (changes: readonly PublishChange[], author: string) => publish(changes, author, null),
    /**
     * Publishes an earlier revision's document again, as the next revision, if `baseRevision` is
     * still the latest; undefined when there is no such revision.
     */
    async restore(
      name: CollectionName,
      revision: number,
      baseRevision: number,
      author: string,
    ): Promise<SaveOutcome | undefined> {
      const earlier = await selectRevision(db, name, revision);
      if (!earlier) return undefined;
      return publish(
        [{ collection: name, document: JSON.parse(earlier.document), baseRevision }],
        author,
        revision,
      );
    },
    /** The latest revisions, newest first, each saying in words what it changed. */
    async history(name: CollectionName): Promise<ContentRevision[]> {
      // One more than shown: the oldest shown is told against the one before it.
      const rows = await selectRevisionHistory(db, name, HISTORY_LIMIT + 1);
      const documents = rows.map((row) => JSON.parse(row.document) as unknown);
      return rows.slice(0, HISTORY_LIMIT).map((row, index) => {
        const earlier = rows[index + 1];
        const summary =
          earlier?.revision === row.revision - 1
            ? describeRevision(name, documents[index + 1], documents[index])
            : [
                row.revision === 1
                  ? 'First version'
                  : 'What changed is not known: the revision before it was pruned',
              ];
        return {
          revision: row.revision,
          createdAt: row.created_at,
          author: row.author,
          summary:
            row.restored_from === null ? summary : [`Restored revision ${row.restored_from}`, ...summary],
          restoredFrom: row.restored_from,
          publishedWith: row.published_with ? (JSON.parse(row.published_with) as string[]) : [],
        };
      });
    },
    /**
     * What restoring `revision` would change on the published content, in words; undefined when
     * there is no such revision.
     */
    async restoreSummary(name: CollectionName, revision: number): Promise<string[] | undefined> {
      const earlier = await selectRevision(db, name, revision);
      if (!earlier) return undefined;
      return describeRevision(name, (await published()).content[name], JSON.parse(earlier.document));
    },
    /** Calls `listener` with each published version it loads that differs from the one before. */
    onChange(listener: (published: PublishedContent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;

/** What the change from `before` to `after` does, in words; 'No change' when nothing. */
function describeRevision(name: CollectionName, before: unknown, after: unknown): string[] {
  const lines = describeChanges(collectionJsonSchemas()[name], before, after, revisionDescribers[name]);
  return lines.length > 0 ? lines : ['No change'];
}

/** The name of a published version: each collection's revision, in the collections' order. */
function versionOf(revisions: readonly { collection: string; revision: number }[]): string {
  return collectionNames
    .map((name) => `${name}:${revisions.find((entry) => entry.collection === name)?.revision ?? 0}`)
    .join(',');
}
