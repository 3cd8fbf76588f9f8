import {
  applicationHistorySchema,
  applicationIdParamsSchema,
  applicationReceiptSchema,
  applicationStatusUpdateSchema,
  applicationsPageSchema,
  applicationsQuerySchema,
} from '#shared/careers.js';
import { defineEndpoint, defineFileEndpoint } from '#shared/endpoint.js';

// HR's job applications (admin scope, src/shared/role-access.ts), and the public application form.
// HR's openings are defined beside their schemas, in src/content/endpoints/openings.ts.

/** A filtered page of applications, newest first, with the counts by status. */
export const applicationsPageEndpoint = defineEndpoint('GET /api/careers/applications', {
  query: applicationsQuerySchema,
  data: applicationsPageSchema,
});

/** A new status: answers "Application status updated to reviewing". */
export const changeApplicationStatusEndpoint = defineEndpoint('PATCH /api/careers/applications/:id/status', {
  params: applicationIdParamsSchema,
  body: applicationStatusUpdateSchema,
});

/** The status changes of one application, oldest first. */
export const applicationHistoryEndpoint = defineEndpoint('GET /api/careers/applications/:id/history', {
  params: applicationIdParamsSchema,
  data: applicationHistorySchema,
});

export const applicationResumeEndpoint = defineFileEndpoint('GET /api/careers/applications/:id/resume', {
  params: applicationIdParamsSchema,
  file: { contentTypes: 'application/pdf', description: 'The resume, as an attachment' },
});

/** Removes the application, its status history and its resume file. */
export const deleteApplicationEndpoint = defineEndpoint('DELETE /api/careers/applications/:id', {
  params: applicationIdParamsSchema,
});

/**
 * The public application form (multipart: the fields and one PDF resume), registered from this
 * definition. The form's browser code does not import it: a public island carries no zod.
 */
export const applyEndpoint = defineEndpoint('POST /api/careers/apply', {
  data: applicationReceiptSchema,
  status: 201,
});
