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
import { languageOfPath, pathInLanguage, type SiteLanguage } from '#shared/languages.js';
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
  | {
      kind: 'created';
      token: string;
      expiresAt: string;
      /** The pages in the default language ('/retail'); each is previewed in every language. */
      pagePaths: string[];
      languages: readonly SiteLanguage[];
    }
  | { kind: 'invalid'; collection: CollectionName; fields: Record<string, string> };

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

/** Drafts by collection: what one preview shows in place of the published documents. */
export type PreviewDocuments = Partial<Record<CollectionName, unknown>>;

/**
 * The admin's previews of unpublished drafts: the drafts of one or several collections are checked
 * as a publish would check them and kept in the database under one random token for 30 minutes;
 * its pages are the published content with those collections replaced, rendered on each request
 * and never kept in the page cache, whose pages stay those of the published revision.
 */
export function createPagePreviews({ build, store, db, siteUrl, now }: PagePreviewsOptions) {
  const collectionPages = createCollectionPages({ renderer: build.renderer, store, now });
  const withCreationSlot = createWorkCapacity(previewCreationCapacity);

  /** The published content with the drafts in place (each already checked against its schema). */
  function draftContent(content: SiteContent, documents: PreviewDocuments): SiteContent {
    return { ...content, ...documents } as SiteContent;
  }

  async function createPreview(documents: PreviewDocuments, authorId: number): Promise<PreviewCreated> {
    const names = Object.keys(documents).filter(isCollectionName);
    const checked: PreviewDocuments = {};
    for (const name of names) {
      const result = checkDocument(name, documents[name]);
      if (result.kind === 'invalid') return { kind: 'invalid', collection: name, fields: result.fields };
      checked[name] = result.document;
    }
    const { content } = await store.published();
    const createdAt = now();
    const drafted = draftContent(content, checked);
    const pagePaths: string[] = [];
    for (const name of names) {
      for (const path of await collectionPages.pagesShowing(name, drafted)) {
        if (!pagePaths.includes(path)) pagePaths.push(path);
      }
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(createdAt.getTime() + PREVIEW_LIFETIME_MS).toISOString();
    await insertContentPreview(db, {
      tokenHash: hashToken(token),
      documents: checked,
      createdAt: createdAt.toISOString(),
      expiresAt,
      authorId,
    });
    return { kind: 'created', token, expiresAt, pagePaths, languages: build.renderer.languages };
  }

  return {
    /**
     * Keeps `documents` as one preview by the account `authorId`, answering its token and the pages that show any of them,
     * or the first invalid draft's messages; throws CapacityBusyError while too many are being made
     * (the route answers 503).
     */
    create(documents: PreviewDocuments, authorId: number): Promise<PreviewCreated> {
      return withCreationSlot(() => createPreview(documents, authorId));
    },

    /** The page at `pagePath` with the preview's drafts; undefined for an unknown or expired token. */
    async render(token: string, pagePath: string): Promise<PreviewPage | undefined> {
      const at = now();
      const row = await selectActiveContentPreview(db, hashToken(token), at.toISOString());
      if (!row) return undefined;
      const documents: PreviewDocuments = {};
      for (const [name, document] of Object.entries(row.documents)) {
        if (!isCollectionName(name)) return undefined;
        // Checked again: a deploy may have changed the schema since the preview was made.
        const checked = checkDocument(name, JSON.parse(document));
        if (checked.kind === 'invalid') return undefined;
        documents[name] = checked.document;
      }
      const { content: published } = await store.published();
      const content = draftContent(published, documents);
      const resolved = build.renderer.resolvePath(pagePath, content);
      if (resolved.kind === 'page' && resolved.path !== pagePath)
        return { kind: 'redirect', pagePath: resolved.path };
      // A page missing in /bn/… is the Bengali not-found page, as on the live site.
      const { languages } = build.renderer;
      const renderedPath =
        resolved.kind === 'page'
          ? resolved.path
          : pathInLanguage(
              notFoundPaths[resolved.page],
              languageOfPath(pagePath, languages).language,
              languages,
            );
      const page = build.renderer.renderPage(renderedPath, {
        content,
        today: istDay(at),
        preview: {
          collectionTitles: Object.keys(documents)
            .filter(isCollectionName)
            .map((name) => collections[name].title),
        },
      });
      return { kind: 'page', statusCode: page.statusCode, html: pageDocument(build, page, siteUrl) };
    },
  };
}

export type PagePreviews = ReturnType<typeof createPagePreviews>;
