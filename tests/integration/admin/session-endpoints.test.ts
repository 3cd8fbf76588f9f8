import { afterEach, describe, expect, it } from 'vitest';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

describe.each(databaseEngines)('admin session endpoints on %s', { timeout: 60_000 }, (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it.each([
    ['JSON with an empty body', { 'content-type': 'application/json' }, ''],
    ['JSON with a body', { 'content-type': 'application/json' }, '{"all":true}'],
    ['no body', {}, undefined],
    ['text', { 'content-type': 'text/plain' }, 'bye'],
  ])('revokes the token on logout sent as %s', async (_kind, headers, payload) => {
    testApp = await createTestApp(engine);
    const authorization = await adminHeaders(testApp.app);
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...authorization, ...headers },
      payload,
    });
    expect(logout.statusCode, logout.body).toBe(200);
    expect(logout.json()).toEqual({ success: true, data: { revoked: true } });
    const verify = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: authorization,
    });
    expect(verify.statusCode).toBe(401);
  });

  it('rate-limits verify and logout per client address', async () => {
    testApp = await createTestApp(engine);
    const authorization = await adminHeaders(testApp.app);
    const verify = (remoteAddress: string) =>
      testApp.app.inject({ method: 'GET', url: '/api/auth/verify', headers: authorization, remoteAddress });
    for (let request = 0; request < 60; request += 1)
      expect((await verify('203.0.113.9')).statusCode).toBe(200);
    expect((await verify('203.0.113.9')).statusCode).toBe(429);
    expect((await verify('203.0.113.10')).statusCode).toBe(200);

    const logout = async () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: await adminHeaders(testApp.app),
        remoteAddress: '203.0.113.11',
      });
    for (let request = 0; request < 60; request += 1) expect((await logout()).statusCode).toBe(200);
    expect((await logout()).statusCode).toBe(429);
  });
});
