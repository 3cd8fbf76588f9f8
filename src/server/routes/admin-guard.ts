import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAdminSession } from '#server/services/admin/admin-sessions.js';
import { failure } from '#shared/api-envelope.js';

type AdminSession = { token: string; expiresAt: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin's session, set by the admin scope's guard before anything else runs. */
    adminSession: AdminSession | null;
  }
}

/** Reads `Authorization: Bearer <token>`; anything else is no token. */
function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * The admin scope's `onRequest` guard: 401 unless the request carries the bearer token of a
 * session that is neither expired nor revoked. It runs before the body is read or validated, so
 * an unauthenticated caller learns nothing about a route's input and costs no parsing.
 */
export function adminGuard(app: FastifyInstance) {
  app.decorateRequest('adminSession', null);
  return async function requireAdminSession(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request);
    const session = token && (await findAdminSession(app.database.db, token, app.now()));
    if (!token || !session) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send(failure('Authentication required', 'unauthorized'));
    }
    request.adminSession = { token, expiresAt: session.expiresAt };
  };
}

/** The session the guard found, for a route inside the admin scope. */
export function adminSessionOf(request: FastifyRequest): AdminSession {
  if (!request.adminSession) throw new Error(`${request.url} is served outside the admin scope`);
  return request.adminSession;
}
