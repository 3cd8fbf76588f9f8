import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collectionNames } from '#content/index.js';
import { signedInAccount } from '#server/routes/admin-guard.js';
import { responseSchemas } from '#server/routes/response-schemas.js';
import { sampleOwnerEmailItems } from '#server/services/admin/sample-owner-email.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import type { SaveOutcome } from '#server/services/content/content-store.js';
import { editorSchemas } from '#server/services/content/editor-schemas.js';
import { keepSample, readLaunchChecklist } from '#server/services/content/launch-checklist.js';
import { previewRetryAfterSeconds } from '#server/services/pages/page-previews.js';
import { CapacityBusyError } from '#server/services/work-capacity.js';
import { apiSuccessSchema, failure, success } from '#shared/api-envelope.js';
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
  launchChecklistItemSchema,
  restoreSummarySchema,
  revisionNumberSchema,
} from '#shared/content.js';
import { previewPagePath } from '#shared/preview-path.js';

const collectionParamsSchema = z.object({
  collection: z.enum(collectionNames, `collection must be one of: ${collectionNames.join(', ')}`),
});

/** JSON Schema objects, passed through as they are. */
const editorSchemasSchema = z.record(
  z.string(),
  z.custom<FieldSchema>((value) => typeof value === 'object'),
);

/** The 400 answer for a document that breaks its collection's rules: the first problem, and one per field. */
function invalidDocumentBody(fields: Record<string, string>) {
  const [path, problem] = Object.entries(fields)[0] ?? ['(document)', 'Invalid content'];
  return { ...failure(`${path}: ${problem}`, 'validation_failed'), fields };
}

const savedSchema = apiSuccessSchema(z.object({ collection: z.string(), revision: revisionNumberSchema }));

/**
 * `/api/content`: the content studio. Lists the collections, reads and publishes a collection's
 * document (each save a new revision, refused with 409 when someone saved first), previews a draft
 * on the pages that show it without publishing, shows its history and restores an earlier
 * revision, and lists what is still a sample. Admin scope.
 */
export async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const store = app.siteContent;

  /** The answer for a save or a restore: the new revision, or why nothing was saved. */
  function saveAnswer(collection: string, outcome: SaveOutcome) {
    if (outcome.kind === 'saved') {
      return { statusCode: 200, body: success({ collection, revision: outcome.revision }, 'Published') };
    }
    if (outcome.kind === 'conflict') {
      const message = `Someone published revision ${outcome.latestRevision} of this content since you opened it. Reload to see it; your changes were not saved.`;
      return { statusCode: 409, body: failure(message, 'conflict') };
    }
    return { statusCode: 400, body: invalidDocumentBody(outcome.fields) };
  }

  app.get(
    '/',
    {
      schema: {
        response: responseSchemas({
          200: apiSuccessSchema(z.object({ collections: z.array(collectionSummarySchema) })),
        }),
      },
    },
    async () => success({ collections: (await store.published()).summaries }),
  );

  app.get(
    '/checklist',
    {
      schema: {
        response: responseSchemas({
          200: apiSuccessSchema(
            z.object({ items: z.array(launchChecklistItemSchema), kept: z.array(keptChecklistItemSchema) }),
          ),
        }),
      },
    },
    async () => {
      const checklist = await readLaunchChecklist(app.database.db, (await store.published()).content);
      return success({
        ...checklist,
        items: [...(await sampleOwnerEmailItems(app.database.db)), ...checklist.items],
      });
    },
  );

  app.post(
    '/checklist/keeps',
    {
      schema: {
        body: keepSampleRequestSchema,
        response: responseSchemas({ 200: apiSuccessSchema(keptChecklistItemSchema) }),
      },
    },
    async (request, reply) => {
      const content = (await store.published()).content;
      const kept = await keepSample(app.database.db, content, request.body, signedInAccount(request).name);
      if (!kept) {
        return reply
          .code(404)
          .send(failure('That value is not on the launch checklist any more', 'not_found'));
      }
      await auditRequest(request, 'content-sample-kept', kept.collection, kept.name);
      return success(kept);
    },
  );

  app.get(
    '/schemas',
    {
      schema: {
        response: responseSchemas({ 200: apiSuccessSchema(z.object({ schemas: editorSchemasSchema })) }),
      },
    },
    async () => success({ schemas: editorSchemas() }),
  );

  app.get(
    '/:collection',
    {
      schema: {
        params: collectionParamsSchema,
        response: responseSchemas({ 200: apiSuccessSchema(contentDocumentSchema) }),
      },
    },
    async (request) => {
      const { collection } = request.params;
      const published = await store.published();
      const revision =
        published.summaries.find((summary) => summary.collection === collection)?.revision ?? 1;
      return success({ collection, document: published.content[collection], revision });
    },
  );

  app.put(
    '/:collection',
    {
      bodyLimit: 1024 * 1024,
      schema: {
        params: collectionParamsSchema,
        body: contentSaveRequestSchema,
        response: responseSchemas({ 200: savedSchema }),
      },
    },
    async (request, reply) => {
      const { collection } = request.params;
      const { document, baseRevision } = request.body;
      const outcome = await store.save(collection, document, baseRevision, signedInAccount(request).name);
      if (outcome.kind === 'saved') {
        await auditRequest(request, 'content-publish', collection, `revision ${outcome.revision}`);
      }
      const answer = saveAnswer(collection, outcome);
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.post(
    '/:collection/previews',
    {
      bodyLimit: 1024 * 1024,
      schema: {
        params: collectionParamsSchema,
        body: contentPreviewRequestSchema,
        response: responseSchemas({ 200: apiSuccessSchema(contentPreviewSchema) }),
      },
    },
    async (request, reply) => {
      const previews = app.pagePreviews;
      if (!previews) {
        return reply
          .code(503)
          .send(failure('There is no built web app to render a preview with', 'unavailable'));
      }
      const created = await previews
        .create(request.params.collection, request.body.document)
        .catch((error) => {
          if (error instanceof CapacityBusyError) return undefined;
          throw error;
        });
      if (!created) {
        return reply
          .code(503)
          .header('retry-after', String(previewRetryAfterSeconds))
          .send(
            failure('Too many previews are being made at once; try again in a few seconds', 'unavailable'),
          );
      }
      if (created.kind === 'invalid') return reply.code(400).send(invalidDocumentBody(created.fields));
      const pages = created.pagePaths.map((path) => ({
        path,
        previewPath: previewPagePath(created.token, path),
      }));
      return success({ expiresAt: created.expiresAt, pages });
    },
  );

  app.get(
    '/:collection/revisions',
    {
      schema: {
        params: collectionParamsSchema,
        response: responseSchemas({
          200: apiSuccessSchema(z.object({ revisions: z.array(contentRevisionSchema) })),
        }),
      },
    },
    async (request) => success({ revisions: await store.history(request.params.collection) }),
  );

  app.get(
    '/:collection/revisions/:revision/restore-summary',
    {
      schema: {
        params: collectionParamsSchema.extend({ revision: z.coerce.number().pipe(revisionNumberSchema) }),
        response: responseSchemas({ 200: apiSuccessSchema(restoreSummarySchema) }),
      },
    },
    async (request, reply) => {
      const { collection, revision } = request.params;
      const summary = await store.restoreSummary(collection, revision);
      if (!summary) return reply.code(404).send(failure(`There is no revision ${revision}`, 'not_found'));
      return success({ summary });
    },
  );

  app.post(
    '/:collection/restore',
    {
      schema: {
        params: collectionParamsSchema,
        body: contentRestoreRequestSchema,
        response: responseSchemas({ 200: savedSchema }),
      },
    },
    async (request, reply) => {
      const { collection } = request.params;
      const { revision, baseRevision } = request.body;
      const outcome = await store.restore(collection, revision, baseRevision, signedInAccount(request).name);
      if (!outcome) return reply.code(404).send(failure(`There is no revision ${revision}`, 'not_found'));
      if (outcome.kind === 'saved') {
        await auditRequest(
          request,
          'content-restore',
          collection,
          `revision ${revision} published again as revision ${outcome.revision}`,
        );
      }
      const answer = saveAnswer(collection, outcome);
      return reply.code(answer.statusCode).send(answer.body);
    },
  );
}
