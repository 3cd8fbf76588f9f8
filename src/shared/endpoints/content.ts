import { z } from 'zod';
import {
  collectionSummarySchema,
  contentDocumentSchema,
  contentPreviewRequestSchema,
  contentPreviewSchema,
  contentRestoreRequestSchema,
  contentRevisionSchema,
  contentSaveRequestSchema,
  type FieldSchema,
  keepSampleRequestSchema,
  keptChecklistItemSchema,
  languageChecklistSchema,
  launchChecklistItemSchema,
  restoreSummarySchema,
  revisionNumberSchema,
} from '#shared/content.js';
import {
  contentDraftSaveRequestSchema,
  contentDraftSchema,
  contentDraftSummarySchema,
  contentDraftsChangeRequestSchema,
  contentDraftsPublishedSchema,
  contentDraftsPublishRequestSchema,
} from '#shared/content-drafts.js';
import { defineEndpoint } from '#shared/endpoint.js';

// The content studio (admin scope; who may use which collection: src/shared/role-access.ts).

/**
 * `:collection`: a collection's name. Which names there are is the content's business, which
 * src/shared never imports, so the server narrows it to its collections (a 400 naming them).
 */
const collectionParamsSchema = z.object({ collection: z.string() });

/** The editor's JSON Schema objects, passed through as they are. */
const editorSchemasSchema = z.record(
  z.string(),
  z.custom<FieldSchema>((value) => typeof value === 'object'),
);

/** The answer of a publish or a restore: the collection's new revision. */
const publishedRevisionSchema = z.object({ collection: z.string(), revision: revisionNumberSchema });

/** Every collection with its published revision and last change. */
export const contentCollectionsEndpoint = defineEndpoint('GET /api/content', {
  data: z.object({ collections: z.array(collectionSummarySchema) }),
});

/** Every published value that is still a sample, those kept as they are, and what is not yet translated. */
export const launchChecklistEndpoint = defineEndpoint('GET /api/content/checklist', {
  data: z.object({
    items: z.array(launchChecklistItemSchema),
    kept: z.array(keptChecklistItemSchema),
    languages: z.array(languageChecklistSchema),
  }),
});

/** Keeps a checklist value as it is: it leaves the count, recorded with who and when; 404 when it is no longer there. */
export const keepSampleEndpoint = defineEndpoint('POST /api/content/checklist/keeps', {
  body: keepSampleRequestSchema,
  data: keptChecklistItemSchema,
});

/** Each collection's form, as JSON Schema. */
export const editorSchemasEndpoint = defineEndpoint('GET /api/content/schemas', {
  data: z.object({ schemas: editorSchemasSchema }),
});

/** A collection's published document and its revision. */
export const contentDocumentEndpoint = defineEndpoint('GET /api/content/:collection', {
  params: collectionParamsSchema,
  data: contentDocumentSchema,
});

/** Publishes a document as the revision after `baseRevision`; 400 names the invalid fields, 409 a conflict. */
export const publishContentEndpoint = defineEndpoint('PUT /api/content/:collection', {
  params: collectionParamsSchema,
  body: contentSaveRequestSchema,
  data: publishedRevisionSchema,
});

/** A 30-minute preview of an unpublished document; 400 names the invalid fields, 503 when busy. */
export const previewContentEndpoint = defineEndpoint('POST /api/content/:collection/previews', {
  params: collectionParamsSchema,
  body: contentPreviewRequestSchema,
  data: contentPreviewSchema,
});

/** A collection's revisions, newest first. */
export const contentRevisionsEndpoint = defineEndpoint('GET /api/content/:collection/revisions', {
  params: collectionParamsSchema,
  data: z.object({ revisions: z.array(contentRevisionSchema) }),
});

/** What restoring a revision would change on the published content, in sentences; 404 for no such revision. */
export const restoreSummaryEndpoint = defineEndpoint(
  'GET /api/content/:collection/revisions/:revision/restore-summary',
  {
    params: collectionParamsSchema.extend({ revision: z.coerce.number().pipe(revisionNumberSchema) }),
    data: restoreSummarySchema,
  },
);

/** Publishes an earlier revision's document again, as the revision after `baseRevision`; 409 a conflict. */
export const restoreContentEndpoint = defineEndpoint('POST /api/content/:collection/restore', {
  params: collectionParamsSchema,
  body: contentRestoreRequestSchema,
  data: publishedRevisionSchema,
});

// Each person's unpublished drafts: a person sees only their own.

/** The signed-in person's drafts, without their documents. */
export const contentDraftsEndpoint = defineEndpoint('GET /api/admin/content/drafts', {
  data: z.object({ drafts: z.array(contentDraftSummarySchema) }),
});

/** The person's draft of a collection; 404 when they have none. */
export const contentDraftEndpoint = defineEndpoint('GET /api/admin/content/drafts/:collection', {
  params: collectionParamsSchema,
  data: contentDraftSchema,
});

/** Keeps the form as the person's draft (any JSON, checked only at preview and publish). */
export const saveContentDraftEndpoint = defineEndpoint('PUT /api/admin/content/drafts/:collection', {
  params: collectionParamsSchema,
  body: contentDraftSaveRequestSchema,
  data: contentDraftSummarySchema,
});

/** Discards the person's draft of a collection; 404 when they have none. */
export const discardContentDraftEndpoint = defineEndpoint('DELETE /api/admin/content/drafts/:collection', {
  params: collectionParamsSchema,
});

/** One 30-minute preview of the person's drafts of these collections; 400 names the invalid fields. */
export const previewContentDraftsEndpoint = defineEndpoint('POST /api/admin/content/drafts/previews', {
  body: contentDraftsChangeRequestSchema,
  data: contentPreviewSchema,
});

/**
 * Publishes the person's drafts of these collections as one change (every one or none), or with
 * `language` only their translations into it; 409 a conflict.
 */
export const publishContentDraftsEndpoint = defineEndpoint('POST /api/admin/content/drafts/publish', {
  body: contentDraftsPublishRequestSchema,
  data: contentDraftsPublishedSchema,
});
