import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInAccount } from '#server/routes/admin-guard.js';
import { responseSchemas } from '#server/routes/response-schemas.js';
import { sampleOwnerEmailItems } from '#server/services/admin/sample-owner-email.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import { createContentDrafts } from '#server/services/content/content-drafts.js';
import type { SaveOutcome } from '#server/services/content/content-store.js';
import { editorSchemas } from '#server/services/content/editor-schemas.js';
import { keepSample, readLaunchChecklist } from '#server/services/content/launch-checklist.js';
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
import { publishConflictFailureSchema } from '#shared/content-drafts.js';
import {
  auditPreviewCreated,
  collectionParamsSchema,
  invalidDocumentBody,
  noPreviewsBody,
  previewCreatedBody,
  publishConflictBody,
  sendPreviewsBusy,
  unlessPreviewsBusy,
} from './content-answers.js';

/** JSON Schema objects, passed through as they are. */
const editorSchemasSchema = z.record(
  z.string(),
  z.custom<FieldSchema>((value) => typeof value === 'object'),
);

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
  const drafts = createContentDrafts(app.database.db, store, () => app.now());

  /** The answer for a save or a restore: the new revision, or why nothing was saved. */
  function saveAnswer(collection: string, outcome: SaveOutcome) {
    if (outcome.kind === 'saved') {
      const revision = outcome.revisions[0]?.revision ?? 0;
      return { statusCode: 200, body: success({ collection, revision }, 'Published') };
    }
    if (outcome.kind === 'conflict') return { statusCode: 409, body: publishConflictBody(outcome.conflicts) };
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
    async (request) => {
      const checklist = await readLaunchChecklist(app.database.db, (await store.published()).content);
      // Only the owner can set ADMIN_EMAIL and restart the server, so only the owner is told to.
      const ownerOnlyItems =
        signedInAccount(request).role === 'owner' ? await sampleOwnerEmailItems(app.database.db) : [];
      return success({ ...checklist, items: [...ownerOnlyItems, ...checklist.items] });
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
        response: responseSchemas({ 200: savedSchema, 409: publishConflictFailureSchema }),
      },
    },
    async (request, reply) => {
      const { collection } = request.params;
      const { document, baseRevision } = request.body;
      const account = signedInAccount(request);
      const outcome = await store.save(collection, document, baseRevision, account.name);
      if (outcome.kind === 'saved') {
        await drafts.clear(account, collection);
        const revision = outcome.revisions[0]?.revision;
        await auditRequest(request, 'content-publish', collection, `revision ${revision}`);
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
      if (!previews) return reply.code(503).send(noPreviewsBody);
      const created = await previews
        .create({ [request.params.collection]: request.body.document }, signedInAccount(request).id)
        .catch(unlessPreviewsBusy);
      if (!created) return sendPreviewsBusy(reply);
      if (created.kind === 'invalid') return reply.code(400).send(invalidDocumentBody(created.fields));
      await auditPreviewCreated(request, [request.params.collection], created);
      return previewCreatedBody(created);
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
        response: responseSchemas({ 200: savedSchema, 409: publishConflictFailureSchema }),
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
          `revision ${revision} published again as revision ${outcome.revisions[0]?.revision}`,
        );
      }
      const answer = saveAnswer(collection, outcome);
      return reply.code(answer.statusCode).send(answer.body);
    },
  );
}
