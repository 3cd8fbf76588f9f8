import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createOpeningEndpoint,
  deleteOpeningEndpoint,
  duplicateOpeningEndpoint,
  openingStatusCountsEndpoint,
  openingsHistoryEndpoint,
  openingsListEndpoint,
  reorderOpeningsEndpoint,
  saveOpeningEndpoint,
  setOpeningStatusEndpoint,
} from '#content/endpoints/openings.js';
import { signedInAccount } from '#server/routes/admin-guard.js';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import {
  createOpening,
  deleteOpening,
  duplicateOpening,
  listOpeningsForAdmin,
  type OpeningChangeOutcome,
  openingStatusCounts,
  openingsHistory,
  reorderOpenings,
  setOpeningStatus,
  updateOpening,
} from '#server/services/openings/openings-service.js';
import { failure, success } from '#shared/api-envelope.js';

/** The most a new or edited opening's body may weigh: less than the API's JSON limit (src/server/app.ts). */
const openingBodyLimit = 64 * 1024;

/**
 * `/api/careers/openings…`: HR's openings (issue 28). Each change is a new revision of the
 * `openings` content collection, made on the revision the person saw (409 when someone changed
 * them since); its history is told in words, and undone with the content studio's restore.
 */
export async function openingsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const context = { db: app.database.db, store: app.siteContent, now: () => app.now() };

  /** Records a saved change in the audit log, and answers it: the new revision, or why nothing changed. */
  async function answerChange(request: FastifyRequest, what: string, outcome: OpeningChangeOutcome) {
    switch (outcome.kind) {
      case 'saved':
        await auditRequest(
          request,
          'content-publish',
          'openings',
          `${what} ${outcome.id}: revision ${outcome.revision}`,
        );
        return {
          statusCode: 200,
          body: success({ revision: outcome.revision, id: outcome.id }, `${what} ${outcome.id}`),
        };
      case 'invalid': {
        const [, message] = Object.entries(outcome.fields)[0] ?? ['', 'Invalid opening'];
        return {
          statusCode: 400,
          body: { ...failure(message, 'validation_failed'), fields: outcome.fields },
        };
      }
      case 'conflict': {
        const message =
          'Someone changed the openings since you opened them. Reload to see their change; yours was not saved.';
        return { statusCode: 409, body: failure(message, 'conflict') };
      }
      case 'not-found':
        return { statusCode: 404, body: failure('There is no opening with this Job ID', 'not_found') };
      case 'refused':
        return { statusCode: 409, body: failure(outcome.message, 'conflict') };
    }
  }

  app.route({
    ...endpointRoute(app, openingsListEndpoint),
    handler: async () => success(await listOpeningsForAdmin(context)),
  });

  app.route({
    ...endpointRoute(app, createOpeningEndpoint),
    bodyLimit: openingBodyLimit,
    handler: async (request, reply) => {
      const author = signedInAccount(request).name;
      const outcome = await createOpening(context, { ...request.body, author });
      const answer = await answerChange(request, 'Created draft', outcome);
      return reply.code(answer.statusCode).send(answer.body);
    },
  });

  app.route({
    ...endpointRoute(app, reorderOpeningsEndpoint),
    handler: async (request, reply) => {
      const author = signedInAccount(request).name;
      const answer = await answerChange(
        request,
        'Reordered from',
        await reorderOpenings(context, { ...request.body, author }),
      );
      return reply.code(answer.statusCode).send(answer.body);
    },
  });

  app.route({
    ...endpointRoute(app, openingsHistoryEndpoint),
    handler: async () => success({ entries: await openingsHistory(context) }),
  });

  app.route({
    ...endpointRoute(app, openingStatusCountsEndpoint),
    handler: async (request) => success({ counts: await openingStatusCounts(context, request.params.id) }),
  });

  app.route({
    ...endpointRoute(app, saveOpeningEndpoint),
    bodyLimit: openingBodyLimit,
    handler: async (request, reply) => {
      const author = signedInAccount(request).name;
      const outcome = await updateOpening(context, { ...request.body, id: request.params.id, author });
      const answer = await answerChange(request, 'Saved', outcome);
      return reply.code(answer.statusCode).send(answer.body);
    },
  });

  app.route({
    ...endpointRoute(app, duplicateOpeningEndpoint),
    handler: async (request, reply) => {
      const author = signedInAccount(request).name;
      const outcome = await duplicateOpening(context, { ...request.body, id: request.params.id, author });
      const answer = await answerChange(request, 'Created draft', outcome);
      return reply.code(answer.statusCode).send(answer.body);
    },
  });

  app.route({
    ...endpointRoute(app, setOpeningStatusEndpoint),
    handler: async (request, reply) => {
      const author = signedInAccount(request).name;
      const outcome = await setOpeningStatus(context, { ...request.body, id: request.params.id, author });
      const answer = await answerChange(
        request,
        request.body.status === 'open' ? 'Opened' : 'Closed',
        outcome,
      );
      return reply.code(answer.statusCode).send(answer.body);
    },
  });

  app.route({
    ...endpointRoute(app, deleteOpeningEndpoint),
    handler: async (request, reply) => {
      const author = signedInAccount(request).name;
      const outcome = await deleteOpening(context, { ...request.query, id: request.params.id, author });
      const answer = await answerChange(request, 'Deleted', outcome);
      return reply.code(answer.statusCode).send(answer.body);
    },
  });
}
