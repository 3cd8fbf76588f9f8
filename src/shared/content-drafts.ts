/**
 * Drafts that last (`/api/admin/content/drafts`, issue 29): what a person typed in a collection,
 * kept on the server for them alone until they publish or discard it. A draft is any JSON object
 * within the size cap (it may be half-typed); it is checked against its collection's schema when
 * previewed or published.
 */
import { z } from 'zod';
import { apiFailureSchema } from './api-envelope.js';
import { revisionNumberSchema } from './content.js';
import { defaultLanguageOf, siteLanguages } from './languages.js';

/** The most a draft may hold, as for a publish: the route's body limit. */
export const DRAFT_BODY_LIMIT_BYTES = 1024 * 1024;

/** The most collections one preview or one publish may take together. */
export const MAX_COLLECTIONS_TOGETHER = 20;

/** `PUT /api/admin/content/drafts/:collection`: keeps the draft, and the revision it started from. */
export const contentDraftSaveRequestSchema = z.object({
  document: z.record(z.string(), z.unknown()),
  baseRevision: revisionNumberSchema,
});
export type ContentDraftSaveRequest = z.infer<typeof contentDraftSaveRequestSchema>;

/** One of a person's drafts, without its document: `GET /api/admin/content/drafts` → `data.drafts`. */
export const contentDraftSummarySchema = z.object({
  collection: z.string(),
  baseRevision: revisionNumberSchema,
  updatedAt: z.iso.datetime(),
});
export type ContentDraftSummary = z.infer<typeof contentDraftSummarySchema>;

/** `GET /api/admin/content/drafts/:collection` → `data`; also the answer of a save (without the document). */
export const contentDraftSchema = contentDraftSummarySchema.extend({
  document: z.record(z.string(), z.unknown()),
});
export type ContentDraft = z.infer<typeof contentDraftSchema>;

/**
 * `POST /api/admin/content/drafts/previews` and `…/drafts/publish`: the person's drafts of these
 * collections, previewed under one token or published as one change (every one or none).
 */
export const contentDraftsChangeRequestSchema = z.object({
  collections: z
    .array(z.string().max(64))
    .min(1, 'collections: name at least one collection, e.g. ["branches"]')
    .max(MAX_COLLECTIONS_TOGETHER, `collections: at most ${MAX_COLLECTIONS_TOGETHER} at once`)
    .refine((names) => new Set(names).size === names.length, 'collections: each collection once'),
});
export type ContentDraftsChangeRequest = z.infer<typeof contentDraftsChangeRequestSchema>;

/** The languages whose translations can be published alone: every site language but English. */
const otherLanguageCodes = siteLanguages
  .filter((language) => language !== defaultLanguageOf(siteLanguages))
  .map((language) => language.code);

/**
 * `POST /api/admin/content/drafts/publish`: the drafts of these collections as one change; with
 * `language`, only their translations into that language ("Publish Bengali only"): each collection
 * as published, with that language's translations taken from the draft, and the drafts kept.
 */
export const contentDraftsPublishRequestSchema = contentDraftsChangeRequestSchema.extend({
  language: z
    .string()
    .refine((code) => otherLanguageCodes.includes(code), {
      message: `language: one of ${otherLanguageCodes.join(', ')}`,
    })
    .optional(),
});
export type ContentDraftsPublishRequest = z.infer<typeof contentDraftsPublishRequestSchema>;

/** `POST /api/admin/content/drafts/publish` → `data`: each collection's new revision. */
export const contentDraftsPublishedSchema = z.object({
  revisions: z.array(z.object({ collection: z.string(), revision: revisionNumberSchema })),
});

/**
 * A refused publish (409): per collection someone published since the person's base revision, the
 * fields (dot paths) that person's revisions changed.
 */
export const publishConflictSchema = z.object({
  collection: z.string(),
  latestRevision: revisionNumberSchema,
  differences: z.array(z.string()),
});
export type PublishConflict = z.infer<typeof publishConflictSchema>;

/** The 409 answer of a publish: nothing was published, and why, by collection and field. */
export const publishConflictFailureSchema = apiFailureSchema.extend({
  conflicts: z.array(publishConflictSchema),
});
