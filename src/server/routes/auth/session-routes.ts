import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiSuccessSchema, success } from '../../../shared/api-envelope.js';
import { logoutResultSchema, verifyResultSchema } from '../../../shared/auth.js';
import { endAdminSession } from '../../services/admin/admin-sessions.js';
import { adminSessionOf } from '../admin-guard.js';
import { responseSchemas } from '../response-schemas.js';

/** `POST /api/auth/logout` and `GET /api/auth/verify`: revoke or check the admin's token. Admin scope. */
export async function adminSessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/logout',
    { schema: { response: responseSchemas({ 200: apiSuccessSchema(logoutResultSchema) }) } },
    async (request) => {
      await endAdminSession(app.database.db, adminSessionOf(request).token, app.now());
      return success({ revoked: true as const });
    },
  );

  app.get(
    '/verify',
    { schema: { response: responseSchemas({ 200: apiSuccessSchema(verifyResultSchema) }) } },
    async (request) => success({ valid: true as const, expiresAt: adminSessionOf(request).expiresAt }),
  );
}
