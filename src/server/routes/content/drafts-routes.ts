import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CollectionName, collectionNames, isCollectionName } from '#content/index.js';
import { signedInAccount } from '#server/routes/admin-guard.js';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import { createContentDrafts } from '#server/services/content/content-drafts.js';
import { failure, success } from '#shared/api-envelope.js';
import { DRAFT_BODY_LIMIT_BYTES } from '#shared/content-drafts.js';
import {
  contentDraftEndpoint,
  contentDraftsEndpoint,
  discardContentDraftEndpoint,
  previewContentDraftsEndpoint,
  publishContentDraftsEndpoint,
  saveContentDraftEndpoint,
} from '#shared/endpoints/content.js';
import { roleMayUse } from '#shared/role-access.js';
import {
  invalidDocumentBody,
  noPreviewsBody,
  onSiteCollections,
  previewCreatedAnswer,
  publishConflictBody,
  sendPreviewsBusy,
  unlessPreviewsBusy,
  withConflictAnswer,
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

  app.route({
    ...endpointRoute(app, contentDraftsEndpoint),
    handler: async (request) => success({ drafts: await drafts.list(signedInAccount(request)) }),
  });

  app.route({
    ...endpointRoute(app, onSiteCollections(contentDraftEndpoint)),
    handler: async (request, reply) => {
      const draft = await drafts.read(signedInAccount(request), request.params.collection);
      if (!draft) return reply.code(404).send(failure('You have no draft of this collection', 'not_found'));
      return success(draft);
    },
  });

  app.route({
    ...endpointRoute(app, onSiteCollections(saveContentDraftEndpoint)),
    bodyLimit: DRAFT_BODY_LIMIT_BYTES,
    handler: async (request) => {
      const { document, baseRevision } = request.body;
      const saved = await drafts.save(
        signedInAccount(request),
        request.params.collection,
        document,
        baseRevision,
      );
      return success(saved, 'Draft saved');
    },
  });

  app.route({
    ...endpointRoute(app, onSiteCollections(discardContentDraftEndpoint)),
    handler: async (request, reply) => {
      const discarded = await drafts.discard(signedInAccount(request), request.params.collection);
      if (!discarded)
        return reply.code(404).send(failure('You have no draft of this collection', 'not_found'));
      return { success: true as const, message: 'Draft discarded' };
    },
  });

  app.route({
    ...endpointRoute(app, previewContentDraftsEndpoint),
    handler: async (request, reply) => {
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
      return previewCreatedAnswer(request, allowed.names, created);
    },
  });

  app.route({
    ...withConflictAnswer(endpointRoute(app, publishContentDraftsEndpoint)),
    handler: async (request, reply) => {
      const allowed = collectionsAllowed(request, request.body.collections);
      if (allowed.kind === 'refused') return reply.code(allowed.statusCode).send(allowed.body);
      const { language } = request.body;
      const outcome = await drafts.publish(signedInAccount(request), allowed.names, language);
      if (outcome.kind === 'missing') return reply.code(404).send(missingDraftsBody(outcome.collections));
      if (outcome.kind === 'invalid') {
        return reply.code(400).send(invalidDocumentBody(outcome.fields, outcome.collection));
      }
      if (outcome.kind === 'conflict') return reply.code(409).send(publishConflictBody(outcome.conflicts));
      const { revisions } = outcome;
      const published = revisions.map((entry) => `${entry.collection} revision ${entry.revision}`).join(', ');
      await auditRequest(
        request,
        'content-publish',
        revisions.map((entry) => entry.collection).join(', '),
        language ? `${published} (${language} translations only)` : published,
      );
      return success({ revisions }, 'Published');
    },
  });
}

function missingDraftsBody(collections: readonly string[]) {
  return failure(`You have no draft of ${collections.join(', ')} to use`, 'not_found');
}
