import { auditFilterSchema, auditPageSchema, auditQuerySchema } from '#shared/audit.js';
import { defineEndpoint, defineFileEndpoint } from '#shared/endpoint.js';

// The owner's Audit tab (admin scope, owner only; src/shared/role-access.ts).

/** One page of the audit log, newest first, filtered by person, action and days. */
export const auditPageEndpoint = defineEndpoint('GET /api/admin/audit', {
  query: auditQuerySchema,
  data: auditPageSchema,
});

/** The filtered rows as CSV (the export itself recorded). */
export const auditExportEndpoint = defineFileEndpoint('GET /api/admin/audit/export', {
  query: auditFilterSchema,
  file: { contentTypes: 'text/csv', description: 'The filtered rows as CSV, newest first' },
});
