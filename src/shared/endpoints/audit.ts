import { auditPageSchema, auditQuerySchema } from '#shared/audit.js';
import { defineEndpoint } from '#shared/endpoint.js';

/** The owner's Audit tab: one page of the audit log, newest first, filtered by person, action and days. */
export const auditPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit',
  query: auditQuerySchema,
  data: auditPageSchema,
});
