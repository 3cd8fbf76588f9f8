import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { collectionJsonSchemas } from '#content/json-schemas.js';
import { signedInAccount } from '#server/routes/admin-guard.js';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { sampleOwnerEmailItems } from '#server/services/admin/sample-owner-email.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import { createContentDrafts } from '#server/services/content/content-drafts.js';
import type { SaveOutcome } from '#server/services/content/content-store.js';
import {
  keepSample,
  readLaunchChecklist,
  sampleTranslationFingerprints,
} from '#server/services/content/launch-checklist.js';
import { failure, success } from '#shared/api-envelope.js';
import {
  contentCollectionsEndpoint,
  contentDocumentEndpoint,
  contentRevisionsEndpoint,
  editorSchemasEndpoint,
  keepSampleEndpoint,
  launchChecklistEndpoint,
  previewContentEndpoint,
  publishContentEndpoint,
  restoreContentEndpoint,
  restoreSummaryEndpoint,
} from '#shared/endpoints/content.js';
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

  app.route({
    ...endpointRoute(app, contentCollectionsEndpoint),
    handler: async () => success({ collections: (await store.published()).summaries }),
  });

  app.route({
    ...endpointRoute(app, launchChecklistEndpoint),
    handler: async (request) => {
      const checklist = await readLaunchChecklist(app.database.db, (await store.published()).content);
      // Only the owner can set ADMIN_EMAIL and restart the server, so only the owner is told to.
      const ownerOnlyItems =
        signedInAccount(request).role === 'owner' ? await sampleOwnerEmailItems(app.database.db) : [];
      return success({ ...checklist, items: [...ownerOnlyItems, ...checklist.items] });
    },
  });

  app.route({
    ...endpointRoute(app, keepSampleEndpoint),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...endpointRoute(app, editorSchemasEndpoint),
    handler: async () => success({ schemas: collectionJsonSchemas() }),
  });

  app.route({
    ...endpointRoute(app, onSiteCollections(contentDocumentEndpoint)),
    handler: async (request) => {
      const { collection } = request.params;
      const published = await store.published();
      const revision =
        published.summaries.find((summary) => summary.collection === collection)?.revision ?? 1;
      return success({
        collection,
        document: published.content[collection],
        revision,
        sampleTranslations: sampleTranslationFingerprints(collection),
      });
    },
  });

  app.route({
    ...withConflictAnswer(endpointRoute(app, onSiteCollections(publishContentEndpoint))),
    bodyLimit: 1024 * 1024,
    handler: async (request, reply) => {
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
  });

  app.route({
    ...endpointRoute(app, onSiteCollections(previewContentEndpoint)),
    bodyLimit: 1024 * 1024,
    handler: async (request, reply) => {
      const previews = app.pagePreviews;
      if (!previews) return reply.code(503).send(noPreviewsBody);
      const created = await previews
        .create({ [request.params.collection]: request.body.document }, signedInAccount(request).id)
        .catch(unlessPreviewsBusy);
      if (!created) return sendPreviewsBusy(reply);
      if (created.kind === 'invalid') return reply.code(400).send(invalidDocumentBody(created.fields));
      return previewCreatedAnswer(request, [request.params.collection], created);
    },
  });

  app.route({
    ...endpointRoute(app, onSiteCollections(contentRevisionsEndpoint)),
    handler: async (request) => success({ revisions: await store.history(request.params.collection) }),
  });

  app.route({
    ...endpointRoute(app, onSiteCollections(restoreSummaryEndpoint)),
    handler: async (request, reply) => {
      const { collection, revision } = request.params;
      const summary = await store.restoreSummary(collection, revision);
      if (!summary) return reply.code(404).send(failure(`There is no revision ${revision}`, 'not_found'));
      return success({ summary });
    },
  });

  app.route({
    ...withConflictAnswer(endpointRoute(app, onSiteCollections(restoreContentEndpoint))),
    handler: async (request, reply) => {
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
  });
}
