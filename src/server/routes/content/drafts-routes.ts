import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CollectionName, collectionNames, isCollectionName } from '#content/index.js';
import { signedInAccount } from '#server/routes/admin-guard.js';
import { responseSchemas } from '#server/routes/response-schemas.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import { createContentDrafts } from '#server/services/content/content-drafts.js';
import { apiMessageSchema, apiSuccessSchema, failure, success } from '#shared/api-envelope.js';
import { contentPreviewSchema } from '#shared/content.js';
import {
  contentDraftSaveRequestSchema,
  contentDraftSchema,
  contentDraftSummarySchema,
  contentDraftsChangeRequestSchema,
  contentDraftsPublishedSchema,
  DRAFT_BODY_LIMIT_BYTES,
  publishConflictFailureSchema,
} from '#shared/content-drafts.js';
import { roleMayUse } from '#shared/role-access.js';
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

/** Publishing a collection's draft needs the right to publish that collection, as a single publish does. */
const PUBLISH_ROUTE = 'PUT /api/content/:collection';

/**
 * `/api/admin/content/drafts`: each person's unpublished drafts (services/content/content-drafts.ts),
 * saved as they type, read back after a reload, discarded, previewed together under one token and
 * published together as one change. A person sees only their own drafts.
 */
export async function contentDraftsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const drafts = createContentDrafts(app.database.db, app.siteContent, () => app.now());

  /** The collections of a preview or publish, or why not: unknown names, or one the person may not publish. */
  function collectionsAllowed(
    request: FastifyRequest,
    names: readonly string[],
  ):
    | { kind: 'allowed'; names: CollectionName[] }
    | { kind: 'refused'; statusCode: 400 | 403; body: ReturnType<typeof failure> } {
    const unknown = names.filter((name) => !isCollectionName(name));
    if (unknown.length > 0) {
      const message = `collections: ${unknown.join(', ')} is not a collection (one of: ${collectionNames.join(', ')})`;
      return { kind: 'refused', statusCode: 400, body: failure(message, 'validation_failed') };
    }
    const { role } = signedInAccount(request);
    const refused = names.filter((collection) => !roleMayUse(PUBLISH_ROUTE, role, { collection }));
    if (refused.length > 0) {
      const message = `Your role does not allow changing ${refused.join(', ')}`;
      return { kind: 'refused', statusCode: 403, body: failure(message, 'forbidden') };
    }
    return { kind: 'allowed', names: names.filter(isCollectionName) };
  }

  app.get(
    '/',
    {
      schema: {
        response: responseSchemas({
          200: apiSuccessSchema(z.object({ drafts: z.array(contentDraftSummarySchema) })),
        }),
      },
    },
    async (request) => success({ drafts: await drafts.list(signedInAccount(request)) }),
  );

  app.get(
    '/:collection',
    {
      schema: {
        params: collectionParamsSchema,
        response: responseSchemas({ 200: apiSuccessSchema(contentDraftSchema) }),
      },
    },
    async (request, reply) => {
      const draft = await drafts.read(signedInAccount(request), request.params.collection);
      if (!draft) return reply.code(404).send(failure('You have no draft of this collection', 'not_found'));
      return success(draft);
    },
  );

  app.put(
    '/:collection',
    {
      bodyLimit: DRAFT_BODY_LIMIT_BYTES,
      schema: {
        params: collectionParamsSchema,
        body: contentDraftSaveRequestSchema,
        response: responseSchemas({ 200: apiSuccessSchema(contentDraftSummarySchema) }),
      },
    },
    async (request) => {
      const { document, baseRevision } = request.body;
      const saved = await drafts.save(
        signedInAccount(request),
        request.params.collection,
        document,
        baseRevision,
      );
      return success(saved, 'Draft saved');
    },
  );

  app.delete(
    '/:collection',
    {
      schema: { params: collectionParamsSchema, response: responseSchemas({ 200: apiMessageSchema }) },
    },
    async (request, reply) => {
      const discarded = await drafts.discard(signedInAccount(request), request.params.collection);
      if (!discarded)
        return reply.code(404).send(failure('You have no draft of this collection', 'not_found'));
      return { success: true as const, message: 'Draft discarded' };
    },
  );

  app.post(
    '/previews',
    {
      schema: {
        body: contentDraftsChangeRequestSchema,
        response: responseSchemas({ 200: apiSuccessSchema(contentPreviewSchema) }),
      },
    },
    async (request, reply) => {
      const previews = app.pagePreviews;
      if (!previews) return reply.code(503).send(noPreviewsBody);
      const allowed = collectionsAllowed(request, request.body.collections);
      if (allowed.kind === 'refused') return reply.code(allowed.statusCode).send(allowed.body);
      const created = await drafts
        .preview(signedInAccount(request), allowed.names, previews)
        .catch(unlessPreviewsBusy);
      if (!created) return sendPreviewsBusy(reply);
      if (created.kind === 'missing') return reply.code(404).send(missingDraftsBody(created.collections));
      if (created.kind === 'invalid') {
        return reply.code(400).send(invalidDocumentBody(created.fields, created.collection));
      }
      await auditPreviewCreated(request, allowed.names, created);
      return previewCreatedBody(created);
    },
  );

  app.post(
    '/publish',
    {
      schema: {
        body: contentDraftsChangeRequestSchema,
        response: responseSchemas({
          200: apiSuccessSchema(contentDraftsPublishedSchema),
          409: publishConflictFailureSchema,
        }),
      },
    },
    async (request, reply) => {
      const allowed = collectionsAllowed(request, request.body.collections);
      if (allowed.kind === 'refused') return reply.code(allowed.statusCode).send(allowed.body);
      const outcome = await drafts.publish(signedInAccount(request), allowed.names);
      if (outcome.kind === 'missing') return reply.code(404).send(missingDraftsBody(outcome.collections));
      if (outcome.kind === 'invalid') {
        return reply.code(400).send(invalidDocumentBody(outcome.fields, outcome.collection));
      }
      if (outcome.kind === 'conflict') return reply.code(409).send(publishConflictBody(outcome.conflicts));
      const { revisions } = outcome;
      await auditRequest(
        request,
        'content-publish',
        revisions.map((entry) => entry.collection).join(', '),
        revisions.map((entry) => `${entry.collection} revision ${entry.revision}`).join(', '),
      );
      return success({ revisions }, 'Published');
    },
  );
}

function missingDraftsBody(collections: readonly string[]) {
  return failure(`You have no draft of ${collections.join(', ')} to use`, 'not_found');
}
