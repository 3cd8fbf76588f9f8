import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { failure, success } from '../../../shared/api-envelope.js';
import {
  invalidPasswordMessage,
  type LoginResult,
  type LogoutResult,
  loginLockedMessage,
  loginRequestSchema,
  type VerifyResult,
} from '../../../shared/auth.js';
import { findAdminPasswordHash } from '../../db/admin-credentials-repository.js';
import { endAdminSession, findAdminSession, startAdminSession } from '../../services/admin/admin-sessions.js';
import { createLoginThrottle } from '../../services/admin/login-throttle.js';
import { verifyPassword } from '../../services/admin/password-hashing.js';

/**
 * `/api/auth`: the admin signs in with the one password (checked here against its scrypt hash,
 * never in the browser), gets a bearer token for 24 hours, and can check or revoke it.
 */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const throttle = createLoginThrottle();

  // Sign-in answers carry tokens; no browser or proxy may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/login',
    {
      schema: { body: loginRequestSchema },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const address = request.ip;
      const lockedForMs = throttle.lockedForMs(address, app.now());
      if (lockedForMs > 0) {
        request.log.warn({ address }, 'admin sign-in refused: address locked out');
        return reply
          .code(429)
          .header('retry-after', String(Math.ceil(lockedForMs / 1000)))
          .send(failure(loginLockedMessage(lockedForMs / 60_000), 'rate_limited'));
      }

      const storedHash = await findAdminPasswordHash(app.database.db);
      const valid = storedHash !== undefined && (await verifyPassword(request.body.password, storedHash));
      if (!valid) {
        const outcome = throttle.recordFailure(address, app.now());
        request.log.warn({ address, failures: outcome.failures }, 'admin sign-in failed: wrong password');
        if (outcome.lockedUntil) {
          request.log.warn(
            { address, lockedUntil: outcome.lockedUntil.toISOString() },
            'admin sign-in locked out after repeated failures',
          );
        }
        return reply.code(401).send(failure(invalidPasswordMessage, 'unauthorized'));
      }

      throttle.recordSuccess(address);
      const session: LoginResult = await startAdminSession(app.database.db, app.now());
      request.log.info({ address }, 'admin signed in');
      return success(session);
    },
  );

  app.post('/logout', { onRequest: app.requireAdmin }, async (request) => {
    if (request.adminToken) await endAdminSession(app.database.db, request.adminToken, app.now());
    const data: LogoutResult = { revoked: true };
    return success(data);
  });

  app.get('/verify', { onRequest: app.requireAdmin }, async (request, reply) => {
    const session =
      request.adminToken && (await findAdminSession(app.database.db, request.adminToken, app.now()));
    if (!session) return reply.code(401).send(failure('Authentication required', 'unauthorized'));
    const data: VerifyResult = { valid: true, expiresAt: session.expiresAt };
    return success(data);
  });
}
