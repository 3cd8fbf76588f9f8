import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findAdminSession, type SessionStage } from '#server/services/admin/admin-sessions.js';
import type { StaffRole } from '#shared/accounts.js';
import { failure } from '#shared/api-envelope.js';
import { roleMayUse, routeAccess, routeKey } from '#shared/role-access.js';
import { factorSetupRequiredMessage } from '#shared/second-factor.js';

/** The person a request is signed in as: what routes need to scope and attribute their work. */
export type SignedInAccount = { id: number; name: string; role: StaffRole; branchKeys: string[] };

type AdminSession = {
  id: number;
  token: string;
  expiresAt: string;
  /** 'factor-setup': the person must set up a second factor; only the set-up routes answer. */
  stage: SessionStage;
  account: SignedInAccount & { email: string };
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person's session, set by the admin scope's guard before anything else runs. */
    adminSession: AdminSession | null;
  }
}

/** Reads `Authorization: Bearer <token>`; anything else is no token. */
function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * A refusal sent before the body is read. Node would otherwise read (and discard) a body still on
 * its way to keep the connection open for the next request: a 10 GB upload without a token would
 * be read to its end. With `Connection: close`, Node closes the connection right after the answer.
 */
function refuse(request: FastifyRequest, reply: FastifyReply, status: 401 | 403, message: string) {
  const bodyPending =
    request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
  if (bodyPending) reply.header('connection', 'close');
  if (status === 401) reply.header('www-authenticate', 'Bearer');
  return reply.code(status).send(failure(message, status === 401 ? 'unauthorized' : 'forbidden'));
}

/**
 * Called with each refusal (403), so the audit log can record it: a role the route does not name
 * ('forbidden'), or a session that must first set up a second factor ('factor-setup-refused').
 */
type ForbiddenListener = (
  request: FastifyRequest,
  refusal: 'forbidden' | 'factor-setup-refused',
) => Promise<void>;

/**
 * The admin scope's `onRequest` guard: 401 unless the request carries the bearer token of a live
 * session of an active account, and 403 unless the account's role may use the route
 * (`adminRouteAccess`, src/shared/role-access.ts). It runs before the body is read or validated, so a caller without the
 * right learns nothing about a route's input and costs no parsing. The session and its account
 * are read from the database on every request: a disabled account or an ended session is refused
 * at once by every instance. A session that must first set up a second factor may use only the
 * routes marked `duringFactorSetup`.
 */
export function adminGuard(app: FastifyInstance, onForbidden: ForbiddenListener) {
  app.decorateRequest('adminSession', null);
  // Every admin route must be in the role table: an undeclared one stops the start.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'OPTIONS') continue;
      const key = routeKey(method, route.url);
      if (!routeAccess(key)) {
        throw new Error(`${key} is an admin route without roles: declare it in src/shared/role-access.ts`);
      }
    }
  });
  return async function requireAdminSession(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request);
    const found = token && (await findAdminSession(app.database.db, token, app.now(), request.ip));
    if (!token || !found) return refuse(request, reply, 401, 'Authentication required');
    const session: AdminSession = {
      id: found.id,
      token,
      expiresAt: found.expiresAt,
      stage: found.stage,
      account: found.account,
    };
    request.adminSession = session;
    const key = routeKey(request.method, request.routeOptions.url ?? '');
    if (session.stage === 'factor-setup' && !routeAccess(key)?.duringFactorSetup) {
      await onForbidden(request, 'factor-setup-refused');
      return refuse(request, reply, 403, factorSetupRequiredMessage);
    }
    if (!roleMayUse(key, found.account.role, request.params as Record<string, string>)) {
      await onForbidden(request, 'forbidden');
      return refuse(request, reply, 403, 'Your role does not allow this');
    }
  };
}

/** The session the guard found, for a route inside the admin scope. */
export function adminSessionOf(request: FastifyRequest): AdminSession {
  if (!request.adminSession) throw new Error(`${request.url} is served outside the admin scope`);
  return request.adminSession;
}

/**
 * Who a request inside the admin scope is signed in as: id, name, role and branch keys (the
 * branches a branch account may see). For routes that scope or attribute their work.
 */
export function signedInAccount(request: FastifyRequest): SignedInAccount {
  const { id, name, role, branchKeys } = adminSessionOf(request).account;
  return { id, name, role, branchKeys };
}
