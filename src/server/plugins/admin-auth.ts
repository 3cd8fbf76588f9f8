import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../../shared/api-envelope.js';
import { findAdminSession } from '../services/admin/admin-sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The guard of every admin route, as its `onRequest` hook: 401 unless the request carries a
     * valid bearer token. It runs before the body is read or validated, so an unauthenticated
     * caller learns nothing about a route's input and costs no parsing.
     */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The clock the server reads for session expiry; tests replace it. */
    now: () => Date;
  }
  interface FastifyRequest {
    /** The bearer token of an authenticated admin request. */
    adminToken?: string;
  }
}

/** Reads `Authorization: Bearer <token>`; anything else is no token. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export const adminAuth = fp(async (app: FastifyInstance) => {
  app.decorate('now', () => new Date());
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const session = token && (await findAdminSession(app.database.db, token, app.now()));
    if (!token || !session) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send(failure('Authentication required', 'unauthorized'));
    }
    request.adminToken = token;
  });
});
