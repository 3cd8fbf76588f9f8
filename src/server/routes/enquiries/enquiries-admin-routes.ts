import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInAccount } from '#server/routes/admin-guard.js';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import {
  enquiryChangesInWords,
  eraseEnquiriesOfPhone,
  readEnquiriesPage,
  readEnquiryDetail,
  readEnquirySummary,
  updateEnquiry,
} from '#server/services/enquiries/enquiry-admin.js';
import { enquiriesCsv } from '#server/services/enquiries/enquiry-export.js';
import { enquiryScopeFor } from '#server/services/enquiries/enquiry-scope.js';
import { failure, success } from '#shared/api-envelope.js';
import {
  enquiriesExportEndpoint,
  enquiriesPageEndpoint,
  enquiryDetailEndpoint,
  enquiryErasureEndpoint,
  enquiryOfficesEndpoint,
  enquirySummaryEndpoint,
  updateEnquiryEndpoint,
} from '#shared/endpoints/enquiries.js';

const notFound = failure('Enquiry not found', 'not_found');

/** A phone number in the audit log: enough to match a request, not the number erased. */
const phoneEnding = (phone: string) => `phone ending ${phone.replace(/\D/g, '').slice(-4)}`;

/**
 * `/api/admin/enquiries…`: the Enquiries tab's list, detail, changes, export and dashboard, and the
 * owner's erasure. Registered under `/api/admin`, since the list's path is `/enquiries` itself.
 * Admin scope; each reads and changes only the enquiries `enquiryScopeFor` allows the signed-in
 * person.
 */
export async function enquiriesAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const contextOf = async (request: FastifyRequest) => ({
    db: app.database.db,
    content: (await app.siteContent.published()).content,
    now: app.now(),
    scope: enquiryScopeFor(request),
    viewer: signedInAccount(request),
  });

  app.route({
    ...endpointRoute(app, enquiriesPageEndpoint),
    handler: async (request) => success(await readEnquiriesPage(await contextOf(request), request.query)),
  });

  app.route({
    ...endpointRoute(app, enquirySummaryEndpoint),
    handler: async (request) => success(await readEnquirySummary(await contextOf(request))),
  });

  // The offices come with the enquiries, not from the content API: a branch account edits no content.
  app.route({
    ...endpointRoute(app, enquiryOfficesEndpoint),
    handler: async (request) => {
      const { offices } = (await app.siteContent.published()).content.branches;
      const scope = enquiryScopeFor(request);
      return success({
        offices: offices.map(({ id, name }) => ({ id, name })),
        seenOfficeIds: offices
          .map(({ id }) => id)
          .filter((id) => scope.kind === 'all' || scope.officeIds.includes(id)),
      });
    },
  });

  app.route({
    ...endpointRoute(app, enquiriesExportEndpoint),
    handler: async (request, reply) => {
      const { db, scope, content, now, viewer } = await contextOf(request);
      const filters = { ...request.query, limit: 500, offset: 0 };
      const csv = enquiriesCsv(db, filters, scope, content, now, viewer);
      await auditRequest(request, 'csv-export', 'enquiries.csv', JSON.stringify(request.query));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="enquiries.csv"')
        .send(Readable.from(csv));
    },
  });

  app.route({
    ...endpointRoute(app, enquiryDetailEndpoint),
    handler: async (request, reply) => {
      const detail = await readEnquiryDetail(await contextOf(request), request.params.id);
      if (!detail) return reply.code(404).send(notFound);
      return success(detail);
    },
  });

  app.route({
    ...endpointRoute(app, updateEnquiryEndpoint),
    handler: async (request, reply) => {
      const outcome = await updateEnquiry(await contextOf(request), request.params.id, request.body);
      if (outcome.kind === 'not-found') return reply.code(404).send(notFound);
      if (outcome.kind === 'unknown-office') {
        const message = 'Reassign: no office has this key';
        return reply
          .code(400)
          .send({ ...failure(message, 'validation_failed'), fields: { reassign: message } });
      }
      if (outcome.changes.length > 0) {
        const { reference } = outcome.detail.enquiry;
        await auditRequest(
          request,
          'enquiry-update',
          `enquiry ${reference}`,
          enquiryChangesInWords(outcome.changes),
        );
      }
      return success(outcome.detail, 'Enquiry updated');
    },
  });

  app.route({
    ...endpointRoute(app, enquiryErasureEndpoint),
    handler: async (request) => {
      const erased = await eraseEnquiriesOfPhone(await contextOf(request), request.body.phone);
      await auditRequest(request, 'enquiry-erasure', phoneEnding(request.body.phone), `${erased} erased`);
      return success({ erased }, `Erased ${erased} enquiries`);
    },
  });
}
