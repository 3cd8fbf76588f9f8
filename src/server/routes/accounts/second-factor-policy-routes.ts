import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responseSchemas } from '#server/routes/response-schemas.js';
import { requiredRoles, setRequiredRoles } from '#server/services/admin/own-second-factors.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import { staffRoleLabels } from '#shared/accounts.js';
import { apiSuccessSchema, success } from '#shared/api-envelope.js';
import { secondFactorPolicySchema } from '#shared/second-factor.js';

/**
 * `GET`/`PUT /api/admin/second-factor-policy`: the roles whose people must have a second factor.
 * A person of such a role without one is asked to set one up right after their password, before
 * anything else. Admin scope, owner only.
 */
export async function secondFactorPolicyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const answer = { response: responseSchemas({ 200: apiSuccessSchema(secondFactorPolicySchema) }) };

  app.get('/second-factor-policy', { schema: answer }, async () =>
    success({ requiredRoles: await requiredRoles(db) }),
  );

  app.put(
    '/second-factor-policy',
    { schema: { body: secondFactorPolicySchema, ...answer } },
    async (request) => {
      const roles = [...new Set(request.body.requiredRoles)];
      await setRequiredRoles(db, roles, app.now());
      const summary = roles.length === 0 ? 'no role' : roles.map((role) => staffRoleLabels[role]).join(', ');
      await auditRequest(request, 'second-factor-policy', 'second factor required', summary);
      return success({ requiredRoles: roles });
    },
  );
}
