import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '#tests/support/admin-session.js';
import { injectAnswerHead } from '#tests/support/inject-answer-head.js';
import { createTestApp, type RegisteredRoute, type TestApp } from '#tests/support/test-app.js';

/** The test app's SITE_URL is http://localhost:3000. */
const siteOrigin = 'http://localhost:3000';
const otherOrigins = ['https://evil.example.com', 'http://localhost:3001', 'null'];

/** The visitor-facing endpoints a page of the site may call from SITE_URL's origin. */
const crossOriginRoutes = [
  '/api/tracking/visitor',
  '/api/tracking/chat',
  '/api/consent',
  '/api/chat',
  '/api/careers/apply',
];

describe('CORS: only SITE_URL may call the visitor endpoints across origins, nobody the admin API', () => {
  let testApp: TestApp;
  let adminRoutes: RegisteredRoute[];

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    await testApp.app.ready();
    adminRoutes = testApp.routes.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        route.method !== 'HEAD' &&
        route.method !== 'OPTIONS' &&
        !crossOriginRoutes.includes(route.url),
    );
  });
  afterAll(() => testApp.close());

  const preflight = (url: string, origin: string, method = 'POST') =>
    testApp.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type,authorization',
      },
    });

  it('lets SITE_URL preflight and call the visitor endpoints', async () => {
    for (const url of crossOriginRoutes) {
      const answer = await preflight(url, siteOrigin);
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 204 });
      expect(answer.headers['access-control-allow-origin']).toBe(siteOrigin);
      expect(String(answer.headers['access-control-allow-methods'])).toContain('POST');
    }
    const visit = await testApp.app.inject({
      method: 'POST',
      url: '/api/tracking/visitor',
      headers: { origin: siteOrigin },
      payload: { sessionId: 'cross-origin-session', page: '/' },
    });
    expect(visit.headers['access-control-allow-origin']).toBe(siteOrigin);
    expect(String(visit.headers.vary)).toMatch(/origin/i);
  });

  it('gives any other origin no Access-Control-Allow-Origin on the visitor endpoints', async () => {
    for (const url of crossOriginRoutes) {
      for (const origin of otherOrigins) {
        const answer = await preflight(url, origin);
        expect({ url, origin, allowed: answer.headers['access-control-allow-origin'] }).toEqual({
          url,
          origin,
          allowed: undefined,
        });
      }
    }
  });

  it('sends no CORS headers from any admin route, even to SITE_URL', async () => {
    expect(adminRoutes.length).toBeGreaterThan(10);
    const { authorization } = await adminHeaders(testApp.app);
    for (const route of adminRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const answers = [
        await preflight(url, siteOrigin, route.method),
        await injectAnswerHead(testApp.app, {
          method: route.method as 'GET',
          url,
          headers: { origin: siteOrigin, authorization },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        }),
      ];
      for (const answer of answers) {
        const corsHeaders = Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'));
        expect({ route: `${route.method} ${route.url}`, corsHeaders }).toEqual({
          route: `${route.method} ${route.url}`,
          corsHeaders: [],
        });
      }
    }
  });
});
