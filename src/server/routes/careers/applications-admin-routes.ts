import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInAccount } from '#server/routes/admin-guard.js';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import {
  openApplicationResume,
  readApplicationHistory,
  readApplicationsPage,
} from '#server/services/careers/application-reads.js';
import { attachmentDisposition } from '#server/services/careers/attachment-disposition.js';
import { changeApplicationStatus } from '#server/services/careers/change-application-status.js';
import { deleteApplicationWithResume } from '#server/services/careers/delete-application.js';
import { failure, success } from '#shared/api-envelope.js';
import {
  applicationHistoryEndpoint,
  applicationResumeEndpoint,
  applicationsPageEndpoint,
  changeApplicationStatusEndpoint,
  deleteApplicationEndpoint,
} from '#shared/endpoints/careers.js';

const notFound = failure('Application not found', 'not_found');

/** `/api/careers/applications…`: HR's list, resume downloads, status changes and deletion. Admin scope. */
export async function applicationsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.route({
    ...endpointRoute(app, applicationsPageEndpoint),
    handler: async (request) => success(await readApplicationsPage(db, request.query)),
  });

  app.route({
    ...endpointRoute(app, applicationResumeEndpoint),
    handler: async (request, reply) => {
      if (!app.fileStreams.admit(request, reply)) return reply;
      const resume = await openApplicationResume(db, app.fileStore, request.params.id);
      if (resume.kind === 'no-application') return reply.code(404).send(notFound);
      if (resume.kind === 'no-file') {
        request.log.error({ applicationId: resume.applicationId }, 'resume file missing');
        return reply.code(404).send(failure('Resume not found', 'not_found'));
      }
      await auditRequest(request, 'resume-download', `application ${request.params.id}`);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', resume.size)
        .header('content-disposition', attachmentDisposition(resume.downloadName))
        .send(resume.stream);
    },
  });

  app.route({
    ...endpointRoute(app, changeApplicationStatusEndpoint),
    handler: async (request, reply) => {
      const { id } = request.params;
      const { status } = request.body;
      const changed = await changeApplicationStatus(db, {
        id,
        status,
        at: app.now().toISOString(),
        by: signedInAccount(request).name,
      });
      if (!changed) return reply.code(404).send(notFound);
      if (changed.from !== status) {
        await auditRequest(request, 'application-status', `application ${id}`, `${changed.from} → ${status}`);
      }
      return { success: true as const, message: `Application status updated to ${status}` };
    },
  });

  app.route({
    ...endpointRoute(app, applicationHistoryEndpoint),
    handler: async (request, reply) => {
      const history = await readApplicationHistory(db, request.params.id);
      if (!history) return reply.code(404).send(notFound);
      return success({ history });
    },
  });

  app.route({
    ...endpointRoute(app, deleteApplicationEndpoint),
    handler: async (request, reply) => {
      const deleted = await deleteApplicationWithResume(db, app.fileStore, request.params.id);
      if (!deleted) return reply.code(404).send(notFound);
      await auditRequest(request, 'application-deletion', `application ${request.params.id}`);
      return { success: true as const, message: 'Application deleted' };
    },
  });
}
