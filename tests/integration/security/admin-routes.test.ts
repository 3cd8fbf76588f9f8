import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type RegisteredRoute, type TestApp } from '#tests/support/test-app.js';
import { publicApiRoutes } from './public-api-routes.js';

const malformedTokens = [
  '',
  'Bearer',
  'Bearer not-a-token',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${'x'.repeat(43)}`,
];

describe('every admin route refuses requests without a valid token', () => {
  let testApp: TestApp;
  let adminRoutes: RegisteredRoute[];

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    await testApp.app.ready();
    adminRoutes = testApp.routes
      .filter(
        (route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
      )
      .filter((route) => !publicApiRoutes.has(`${route.method} ${route.url}`));
  });
  afterAll(() => testApp.close());

  const request = (route: RegisteredRoute, authorization?: string, remoteAddress?: string) =>
    testApp.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:[A-Za-z]+/g, '1'),
      headers: authorization === undefined ? {} : { authorization },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });

  it('finds the admin routes of every part of the product', () => {
    const urls = adminRoutes.map((route) => route.url);
    for (const prefix of [
      '/api/auth/',
      '/api/tracking/',
      '/api/analytics/',
      '/api/careers/applications',
      '/api/content',
      '/api/media',
      '/api/docs/',
      '/api/admin/enquiries',
    ]) {
      expect(urls.some((url) => url.startsWith(prefix))).toBe(true);
    }
  });

  it('answers every refusal with no-store, and limits each address over the whole admin API', async () => {
    for (const route of adminRoutes) {
      const response = await request(route, undefined, '198.51.100.7');
      expect({
        route: `${route.method} ${route.url}`,
        cacheControl: response.headers['cache-control'],
      }).toEqual({
        route: `${route.method} ${route.url}`,
        cacheControl: 'no-store',
      });
    }
    // One budget of 600 a minute per address, shared by every admin route.
    const statuses: number[] = [];
    for (let sent = adminRoutes.length; sent < 600; sent += 1) {
      statuses.push(
        (await request(adminRoutes[sent % adminRoutes.length]!, undefined, '198.51.100.7')).statusCode,
      );
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const limited = await request(adminRoutes[0]!, undefined, '198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['cache-control']).toBe('no-store');
  });

  // The walks below send several requests to every admin route. Each kind of token comes from its
  // own address, so the admin API's budget of 600 a minute per address (tested above) never
  // answers 429 for them, however many routes the product grows or however fast the machine is.
  it('answers 401 with no token and with malformed tokens', async () => {
    for (const route of adminRoutes) {
      for (const [variant, authorization] of [undefined, ...malformedTokens].entries()) {
        const response = await request(route, authorization, `203.0.113.${10 + variant}`);
        expect({ route: `${route.method} ${route.url}`, authorization, status: response.statusCode }).toEqual(
          {
            route: `${route.method} ${route.url}`,
            authorization,
            status: 401,
          },
        );
      }
    }
  });

  it('answers 401 with an expired token and with a revoked token', async () => {
    const { app } = testApp;
    const longAgo = new Date(app.now().getTime() - 25 * 60 * 60 * 1000);
    const expired = await adminHeaders(app, 'owner', longAgo);
    const revoked = await adminHeaders(app);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: revoked });
    for (const route of adminRoutes) {
      expect((await request(route, expired.authorization, '203.0.113.30')).statusCode).toBe(401);
      expect((await request(route, revoked.authorization, '203.0.113.31')).statusCode).toBe(401);
    }
  });

  it('lets a valid token through (so the 401s above mean something)', async () => {
    const headers = await adminHeaders(testApp.app);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/verify', headers });
    expect(response.statusCode).toBe(200);
  });
});

describe('the walk above catches an admin route registered outside the admin scope', () => {
  it('finds a route added beside the scope answering without a token', async () => {
    const testApp = await createTestApp('sqlite');
    try {
      testApp.app.get('/api/analytics/forgotten', async () => ({ success: true, data: 'personal data' }));
      await testApp.app.ready();
      const unguarded: string[] = [];
      for (const route of testApp.routes) {
        if (!route.url.startsWith('/api/') || route.method === 'HEAD' || route.method === 'OPTIONS') continue;
        if (publicApiRoutes.has(`${route.method} ${route.url}`)) continue;
        const response = await testApp.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z]+/g, '1'),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (response.statusCode !== 401) unguarded.push(`${route.method} ${route.url}`);
      }
      expect(unguarded).toEqual(['GET /api/analytics/forgotten']);
    } finally {
      await testApp.close();
    }
  });
});
