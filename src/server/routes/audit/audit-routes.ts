import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import { auditCsv, readAuditPage } from '#server/services/audit/audit-reads.js';
import { success } from '#shared/api-envelope.js';
import { auditExportEndpoint, auditPageEndpoint } from '#shared/endpoints/audit.js';

/**
 * `GET /api/admin/audit`: the owner's Audit tab, filtered by person, action and days, a page at a
 * time; `/audit/export`: the same rows as CSV (the export itself recorded). Admin scope, owner only.
 */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...endpointRoute(app, auditPageEndpoint),
    handler: async (request) => success(await readAuditPage(app.database.db, request.query)),
  });

  app.route({
    ...endpointRoute(app, auditExportEndpoint),
    handler: async (request, reply) => {
      await auditRequest(request, 'csv-export', 'audit log', JSON.stringify(request.query));
      const day = app.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .send(Readable.from([await auditCsv(app.database.db, request.query)]));
    },
  });
}
