import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  type CollectionName,
  collections,
  isCollectionName,
  istDay,
  type SiteContent,
} from '#content/index.js';
import { insertContentPreview, selectActiveContentPreview } from '#server/db/content-previews-repository.js';
import type { Database } from '#server/db/schema.js';
import { type ContentStore, checkDocument } from '#server/services/content/content-store.js';
import { createWorkCapacity, type WorkCapacity } from '#server/services/work-capacity.js';
import { createCollectionPages } from './collection-pages.js';
import { notFoundPaths } from './page-cache.js';
import { pageDocument, type WebBuild } from './web-build.js';

/** How long a preview link works: long enough to look and share with a colleague, short enough to forget. */
const PREVIEW_LIFETIME_MS = 30 * 60 * 1000;

/**
 * Preview creations at once, and how many may wait a moment for their turn (beyond, or after
 * waiting, 503 with Retry-After): the first after a publish renders every page once, and a burst
 * must not hold the event loop from the visitors. The README's security section lists the values.
 */
export const previewCreationCapacity: WorkCapacity = { running: 2, waiting: 8, waitMs: 10_000 };

/** When a refused preview creation is told to try again. */
export const previewRetryAfterSeconds = 5;

export type PreviewCreated =
  | { kind: 'created'; token: string; expiresAt: string; pagePaths: string[] }
  | { kind: 'invalid'; fields: Record<string, string> };

/** A preview's page (its status and whole document), or the address the page has in another letter case. */
export type PreviewPage =
  | { kind: 'page'; statusCode: number; html: string }
  | { kind: 'redirect'; pagePath: string };

type PagePreviewsOptions = {
  build: WebBuild;
  store: ContentStore;
  db: Kysely<Database>;
  siteUrl: string;
  now: () => Date;
};

/** Tokens are 256 random bits; only their SHA-256 is stored, so the table gives no link away. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The admin's previews of an unpublished draft: the draft of one collection is checked as a save
 * would check it and kept in the database under a random token for 30 minutes; its pages are the
 * published content with that one collection replaced, rendered on each request and never kept in
 * the page cache, whose pages stay those of the published revision.
 */
export function createPagePreviews({ build, store, db, siteUrl, now }: PagePreviewsOptions) {
  const collectionPages = createCollectionPages({ renderer: build.renderer, store, now });
  const withCreationSlot = createWorkCapacity(previewCreationCapacity);

  function draftContent(content: SiteContent, collection: CollectionName, document: unknown): SiteContent {
    return { ...content, [collection]: document };
  }

  async function createPreview(collection: CollectionName, document: unknown): Promise<PreviewCreated> {
    const checked = checkDocument(collection, document);
    if (checked.kind === 'invalid') return checked;
    const { content } = await store.published();
    const createdAt = now();
    const pagePaths = await collectionPages.pagesShowing(
      collection,
      draftContent(content, collection, checked.document),
    );
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(createdAt.getTime() + PREVIEW_LIFETIME_MS).toISOString();
    await insertContentPreview(db, {
      tokenHash: hashToken(token),
      collection,
      document: checked.document,
      createdAt: createdAt.toISOString(),
      expiresAt,
    });
    return { kind: 'created', token, expiresAt, pagePaths };
  }

  return {
    /**
     * Keeps `document` as a preview of `collection`, answering its token and the pages that show
     * it; throws CapacityBusyError while too many are being made (the route answers 503).
     */
    create(collection: CollectionName, document: unknown): Promise<PreviewCreated> {
      return withCreationSlot(() => createPreview(collection, document));
    },

    /** The page at `pagePath` with the preview's draft; undefined for an unknown or expired token. */
    async render(token: string, pagePath: string): Promise<PreviewPage | undefined> {
      const at = now();
      const row = await selectActiveContentPreview(db, hashToken(token), at.toISOString());
      if (!row || !isCollectionName(row.collection)) return undefined;
      // Checked again: a deploy may have changed the schema since the preview was made.
      const checked = checkDocument(row.collection, JSON.parse(row.document));
      if (checked.kind === 'invalid') return undefined;
      const { content: published } = await store.published();
      const content = draftContent(published, row.collection, checked.document);
      const resolved = build.renderer.resolvePath(pagePath, content);
      if (resolved.kind === 'page' && resolved.path !== pagePath)
        return { kind: 'redirect', pagePath: resolved.path };
      const renderedPath = resolved.kind === 'page' ? resolved.path : notFoundPaths[resolved.page];
      const page = build.renderer.renderPage(renderedPath, {
        content,
        today: istDay(at),
        preview: { collectionTitle: collections[row.collection].title },
      });
      return { kind: 'page', statusCode: page.statusCode, html: pageDocument(build, page, siteUrl) };
    },
  };
}

export type PagePreviews = ReturnType<typeof createPagePreviews>;
