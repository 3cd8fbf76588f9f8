import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGuard } from '#server/routes/admin-guard.js';
import { type StaffRole, staffRoles } from '#shared/accounts.js';
import { adminRouteAccess, routeAccess, routeKey } from '#shared/role-access.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { injectAnswerHead } from '#tests/support/inject-answer-head.js';
import { createTestApp, type RegisteredRoute, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { publicApiRoutes } from './public-api-routes.js';

type Route = RegisteredRoute;

/** A concrete URL for a route: the job openings as the collection (HR's one), 1 for any id. */
const concreteUrl = (url: string, collection = 'openings') =>
  url.replace(':collection', collection).replace(/:[A-Za-z]+/g, '1');

/** What the table says of `role` on the route `key` (the owner may use every route). */
type Allowed = (key: string, role: StaffRole) => boolean;
const tableAllows: Allowed = (key, role) =>
  role === 'owner' || (routeAccess(key)?.roles as readonly string[] | undefined)?.includes(role) === true;

/**
 * The role matrix of issue 26: every admin route the server registers, with a token of each role,
 * against the one declared table (src/shared/role-access.ts). A refused role gets 403
 * before its input is even read; an allowed one passes the guard (its answer may still be 400 or
 * 404 for the dummy input, never 401 or 403).
 */
describe.each(databaseEngines)('admin routes by role on %s', { timeout: 120_000 }, (engine) => {
  let testApp: TestApp;
  let adminRoutes: Route[];

  beforeAll(async () => {
    testApp = await createTestApp(engine, { RATE_LIMIT_ALLOWLIST: '127.0.0.1' });
    await testApp.app.ready();
    adminRoutes = testApp.routes.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        route.method !== 'HEAD' &&
        route.method !== 'OPTIONS' &&
        !publicApiRoutes.has(`${route.method} ${route.url}`),
    );
  });
  afterAll(() => testApp.close());

  // A fresh session for each call: the walk signs out too.
  const call = async (route: Route, role: StaffRole | undefined, collection?: string) =>
    injectAnswerHead(testApp.app, {
      method: route.method as 'GET',
      url: concreteUrl(route.url, collection),
      headers: role ? await adminHeaders(testApp.app, role) : {},
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('declares every registered admin route, and registers every declared one', () => {
    const registered = adminRoutes.map((route) => routeKey(route.method, route.url)).sort();
    expect(registered).toEqual(Object.keys(adminRouteAccess).sort());
  });

  /** Each route called without a token and with each role's: the answers that disagree with `allowed`. */
  async function mismatches(routes: Route[], allowed: Allowed): Promise<string[]> {
    const found: string[] = [];
    for (const route of routes) {
      const key = routeKey(route.method, route.url);
      if ((await call(route, undefined)).statusCode !== 401) found.push(`${key} without a token`);
      for (const role of staffRoles) {
        const status = (await call(route, role)).statusCode;
        const expected = allowed(key, role) ? 'through' : 403;
        const got = status === 401 || status === 403 ? status : 'through';
        if (got !== expected) found.push(`${key} as ${role}: ${status}`);
      }
    }
    return found;
  }

  it('answers each role as the table says: 401 without a token, 403 for a role not named, through otherwise', async () => {
    expect(await mismatches(adminRoutes, tableAllows)).toEqual([]);
  });

  it('reports an answer the table does not say (so the empty list above means something)', async () => {
    const applications = adminRoutes.filter(
      (route) => routeKey(route.method, route.url) === 'GET /api/careers/applications',
    );
    const tableWithoutHr: Allowed = (key, role) => role !== 'hr' && tableAllows(key, role);
    expect(await mismatches(applications, tableWithoutHr)).toEqual([
      'GET /api/careers/applications as hr: 200',
    ]);
  });

  it("lets HR use a collection's routes for the job openings only", async () => {
    for (const route of adminRoutes.filter((candidate) => candidate.url.includes(':collection'))) {
      expect((await call(route, 'hr', 'company')).statusCode).toBe(403);
      expect((await call(route, 'editor', 'company')).statusCode).not.toBe(403);
    }
  });

  it('refuses an editor on the applications, and lets HR read them (so the 403 above means something)', async () => {
    const url = '/api/careers/applications';
    const as = async (role: StaffRole) =>
      testApp.app.inject({ url, headers: await adminHeaders(testApp.app, role) });
    expect((await as('editor')).statusCode).toBe(403);
    expect((await as('hr')).statusCode).toBe(200);
  });
});

describe('a new admin route without declared roles', () => {
  const scopeWith = async (url: string) => {
    const app = Fastify({ logger: false });
    try {
      await app.register(
        async (scope) => {
          scope.addHook(
            'onRequest',
            adminGuard(scope, async () => undefined),
          );
          scope.get(url, async () => ({ success: true }));
        },
        { prefix: '/api' },
      );
      await app.ready();
    } finally {
      await app.close();
    }
  };

  it('stops the server from starting', async () => {
    await expect(scopeWith('/analytics/forgotten')).rejects.toThrow(
      'GET /api/analytics/forgotten is an admin route without roles',
    );
  });

  it('starts with a declared one (so the refusal above is about the declaration)', async () => {
    await expect(scopeWith('/analytics/summary')).resolves.toBeUndefined();
  });
});
