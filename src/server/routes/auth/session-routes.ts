import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { namedLimiter } from '#server/plugins/rate-limiting.js';
import { adminSessionOf } from '#server/routes/admin-guard.js';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import {
  endAdminSession,
  findSessionAccount,
  listActiveSessions,
  revokeAdminSessionById,
} from '#server/services/admin/admin-sessions.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import { failure, success } from '#shared/api-envelope.js';
import {
  endSessionEndpoint,
  logoutEndpoint,
  ownSessionsEndpoint,
  verifyEndpoint,
} from '#shared/endpoints/auth.js';

/**
 * Per client IP, on top of the admin scope's limit: a signed-in screen checks its token once
 * when it opens and signs out once. (A route's own `config.rateLimit` would not run: the plugin
 * applies one limit per request, and the scope's has run already.)
 */
const SESSION_REQUESTS_PER_MINUTE = 60;

/**
 * `POST /api/auth/logout` and `GET /api/auth/verify`: revoke or check one's token; `GET` and
 * `DELETE /api/auth/sessions[/:id]`: one's open sessions, and ending one (the owner: anyone's).
 * Admin scope.
 */
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

  app.route({
    ...endpointRoute(app, logoutEndpoint),
    handler: async (request) => {
      await endAdminSession(app.database.db, adminSessionOf(request).token, app.now());
      await auditRequest(request, 'sign-out', adminSessionOf(request).account.email);
      return success({ revoked: true as const });
    },
  });

  app.route({
    ...endpointRoute(app, verifyEndpoint),
    handler: async (request) => {
      const { expiresAt, account, stage } = adminSessionOf(request);
      return success({
        valid: true as const,
        expiresAt,
        account,
        factorSetupRequired: stage === 'factor-setup',
      });
    },
  });

  app.route({
    ...endpointRoute(app, ownSessionsEndpoint),
    handler: async (request, reply) => {
      const session = adminSessionOf(request);
      const accountId = request.query.accountId ?? session.account.id;
      if (accountId !== session.account.id && session.account.role !== 'owner') {
        return reply.code(403).send(failure("Only the owner sees other people's sessions", 'forbidden'));
      }
      const rows = await listActiveSessions(app.database.db, accountId, app.now().toISOString());
      return success({
        sessions: rows.map((row) => ({
          id: row.id,
          device: row.device,
          address: row.address,
          createdAt: row.created_at,
          lastUsedAt: row.last_used_at ?? row.created_at,
          expiresAt: row.expires_at,
          current: row.id === session.id,
        })),
      });
    },
  });

  app.route({
    ...endpointRoute(app, endSessionEndpoint),
    handler: async (request, reply) => {
      const session = adminSessionOf(request);
      const owner = await findSessionAccount(app.database.db, request.params.id);
      // Someone else's session reads as missing to anyone but the owner, so ids tell nothing.
      if (owner === undefined || (owner !== session.account.id && session.account.role !== 'owner')) {
        return reply.code(404).send(failure('Session not found', 'not_found'));
      }
      await revokeAdminSessionById(app.database.db, request.params.id, app.now().toISOString());
      await auditRequest(request, 'session-ended', `session ${request.params.id} of account ${owner}`);
      return success({ revoked: true as const });
    },
  });
}
