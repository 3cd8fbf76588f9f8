import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { failure, success } from '../../../shared/api-envelope.js';
import {
  type ApplicationsPage,
  applicationIdParamsSchema,
  applicationStatusUpdateSchema,
  applicationsQuerySchema,
} from '../../../shared/careers.js';
import {
  countApplicationsByStatus,
  findApplication,
  listApplications,
  listStatusChanges,
} from '../../db/applications-repository.js';
import { attachmentDisposition } from '../../services/careers/attachment-disposition.js';
import { changeApplicationStatus } from '../../services/careers/change-application-status.js';
import { deleteApplicationWithResume } from '../../services/careers/delete-application.js';
import { openResume } from '../../services/careers/resume-storage.js';

export type ApplicationsAdminRoutesOptions = { resumesDirectory: string };

const notFound = failure('Application not found', 'not_found');

/** `/api/careers/applications…`: HR's list, resume downloads, status changes and deletion. Admin only. */
export async function applicationsAdminRoutes(
  fastify: FastifyInstance,
  options: ApplicationsAdminRoutesOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { resumesDirectory } = options;
  const adminOnly = {
    onRequest: app.requireAdmin,
    config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
  };

  // Applicants' personal data: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/applications',
    { ...adminOnly, schema: { querystring: applicationsQuerySchema } },
    async (request) => {
      const [page, statusCounts] = await Promise.all([
        listApplications(db, request.query),
        countApplicationsByStatus(db),
      ]);
      const data: ApplicationsPage = { ...page, statusCounts };
      return success(data);
    },
  );

  app.get(
    '/applications/:id/resume',
    { ...adminOnly, schema: { params: applicationIdParamsSchema } },
    async (request, reply) => {
      const application = await findApplication(db, request.params.id);
      if (!application) return reply.code(404).send(notFound);
      const resume = await openResume(resumesDirectory, application.resume_file);
      if (!resume) {
        request.log.error({ applicationId: application.id }, 'resume file missing');
        return reply.code(404).send(failure('Resume not found', 'not_found'));
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', resume.size)
        .header(
          'content-disposition',
          attachmentDisposition(`${application.first_name} ${application.last_name} Resume.pdf`),
        )
        .send(resume.stream);
    },
  );

  app.patch(
    '/applications/:id/status',
    { ...adminOnly, schema: { params: applicationIdParamsSchema, body: applicationStatusUpdateSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const { status } = request.body;
      const changed = await changeApplicationStatus(db, { id, status, at: app.now().toISOString() });
      if (!changed) return reply.code(404).send(notFound);
      return { success: true, message: `Application status updated to ${status}` };
    },
  );

  app.get(
    '/applications/:id/history',
    { ...adminOnly, schema: { params: applicationIdParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await findApplication(db, id))) return reply.code(404).send(notFound);
      return success({ history: await listStatusChanges(db, id) });
    },
  );

  app.delete(
    '/applications/:id',
    { ...adminOnly, schema: { params: applicationIdParamsSchema } },
    async (request, reply) => {
      const deleted = await deleteApplicationWithResume(db, resumesDirectory, request.params.id);
      if (!deleted) return reply.code(404).send(notFound);
      return { success: true, message: 'Application deleted' };
    },
  );
}
