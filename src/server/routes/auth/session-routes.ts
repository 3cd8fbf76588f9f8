import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { namedLimiter } from '#server/plugins/rate-limiting.js';
import { adminSessionOf } from '#server/routes/admin-guard.js';
import { responseSchemas } from '#server/routes/response-schemas.js';
import { endAdminSession } from '#server/services/admin/admin-sessions.js';
import { apiSuccessSchema, failure, success } from '#shared/api-envelope.js';
import { logoutResultSchema, verifyResultSchema } from '#shared/auth.js';

/**
 * Per client IP, on top of the admin scope's limit: a signed-in screen checks its token once
 * when it opens and signs out once. (A route's own `config.rateLimit` would not run: the plugin
 * applies one limit per request, and the scope's has run already.)
 */
const SESSION_REQUESTS_PER_MINUTE = 60;

/** `POST /api/auth/logout` and `GET /api/auth/verify`: revoke or check the admin's token. Admin scope. */
export async function adminSessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Neither route reads a body. Clients often send logout as JSON with an empty body, which the
  // JSON parser refuses (400) before the token is revoked: here any body is left unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const sessionLimit = app.createRateLimit(
    namedLimiter('admin-session', { max: SESSION_REQUESTS_PER_MINUTE, timeWindow: '1 minute' }),
  );
  app.addHook('onRequest', async (request, reply) => {
    const limit = await sessionLimit(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    return reply
      .code(429)
      .header('retry-after', limit.ttlInSeconds)
      .send(failure(`Too many requests. Please try again in ${limit.ttlInSeconds} seconds.`, 'rate_limited'));
  });

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
