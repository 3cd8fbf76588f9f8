import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { requiredRoles, setRequiredRoles } from '#server/services/admin/own-second-factors.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import { staffRoleLabels } from '#shared/accounts.js';
import { success } from '#shared/api-envelope.js';
import { saveSecondFactorPolicyEndpoint, secondFactorPolicyEndpoint } from '#shared/endpoints/accounts.js';

/**
 * `GET`/`PUT /api/admin/second-factor-policy`: the roles whose people must have a second factor.
 * A person of such a role without one is asked to set one up right after their password, before
 * anything else. Admin scope, owner only.
 */
export async function secondFactorPolicyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  app.route({
    ...endpointRoute(app, secondFactorPolicyEndpoint),
    handler: async () => success({ requiredRoles: await requiredRoles(db) }),
  });

  app.route({
    ...endpointRoute(app, saveSecondFactorPolicyEndpoint),
    handler: async (request) => {
      const roles = [...new Set(request.body.requiredRoles)];
      await setRequiredRoles(db, roles, app.now());
      const summary = roles.length === 0 ? 'no role' : roles.map((role) => staffRoleLabels[role]).join(', ');
      await auditRequest(request, 'second-factor-policy', 'second factor required', summary);
      return success({ requiredRoles: roles });
    },
  });
}
