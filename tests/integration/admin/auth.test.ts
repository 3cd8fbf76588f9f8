import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureFirstOwner } from '#server/services/admin/ensure-first-owner.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

const password = 'the-right-admin-password';
const start = new Date('2025-03-15T12:00:00.000Z');
const minute = 60 * 1000;
const hour = 60 * minute;

// Each sign-in runs the real scrypt hash (OWASP cost), about a second on a busy machine.
describe.each(databaseEngines)('admin sign-in on %s', { timeout: 60_000 }, (engine) => {
  let testApp: TestApp;
  let now: Date;

  beforeEach(async () => {
    testApp = await createTestApp(engine);
    now = start;
    testApp.app.now = () => now;
    await ensureFirstOwner(testApp.database.db, { password, email: undefined });
  });
  afterEach(() => testApp.close());

  const login = (body: unknown, remoteAddress = '203.0.113.7') =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress });
  const verify = (token: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { authorization: `Bearer ${token}` },
    });
  const tokenOf = async (remoteAddress?: string) => {
    const response = await login({ password }, remoteAddress);
    expect(response.statusCode).toBe(200);
    return response.json().data.token as string;
  };

  it('answers a random token valid for 24 hours, stored only as a hash', async () => {
    const response = await login({ password });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    // The discriminant of the login answer: signed in, no second factor to give.
    expect(data.secondFactorRequired).toBe(false);
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(data.expiresAt).toBe(new Date(start.getTime() + 24 * hour).toISOString());
    expect(await tokenOf()).not.toBe(data.token);

    const stored = await testApp.database.db.selectFrom('admin_sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(data.token);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('refuses a wrong password with 401 Invalid password', async () => {
    const response = await login({ password: 'not-the-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: 'Invalid password' });
  });

  it('refuses a request without a password', async () => {
    expect((await login({})).statusCode).toBe(400);
    expect((await login({ password: '' })).statusCode).toBe(400);
  });

  it('locks an address out for 15 minutes after 5 failures in 15 minutes', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login({ password: `wrong-${attempt}` })).statusCode).toBe(401);
    }
    const locked = await login({ password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    // Another address is not affected. (When the lockout ends: login-throttle.test.ts, on a fake clock.)
    expect((await login({ password }, '198.51.100.9')).statusCode).toBe(200);
  });

  it('counts parallel guesses before hashing them, and a right password among them clears none', async () => {
    const burst = await Promise.all([
      ...Array.from({ length: 7 }, (_, index) => login({ password: `wrong-${index}` })),
      login({ password }),
    ]);
    const statuses = burst.map((response) => response.statusCode);
    // Five attempts are judged at most; the rest are refused unhashed.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
    expect(statuses.filter((status) => status === 401 || status === 200).length).toBeLessThanOrEqual(5);
    expect((await login({ password })).statusCode).toBe(429);
  });

  it('locks out an IPv6 client by its /64, whichever address of it guesses', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login({ password: 'wrong' }, `2001:db8:42:1::${attempt}`)).statusCode).toBe(401);
    }
    expect((await login({ password }, '2001:db8:42:1:ffff::77')).statusCode).toBe(429);
    expect((await login({ password }, '2001:db8:42:2::1')).statusCode).toBe(200);
  });

  it('verifies a valid token and refuses a missing, unknown or expired one', async () => {
    const token = await tokenOf();
    const valid = await verify(token);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({
      success: true,
      data: {
        valid: true,
        expiresAt: new Date(start.getTime() + 24 * hour).toISOString(),
        account: {
          id: expect.any(Number),
          name: 'Owner',
          email: 'owner@example.com',
          role: 'owner',
          branchKeys: [],
        },
        factorSetupRequired: false,
      },
    });

    expect((await testApp.app.inject({ method: 'GET', url: '/api/auth/verify' })).statusCode).toBe(401);
    expect((await verify('x'.repeat(43))).statusCode).toBe(401);

    now = new Date(start.getTime() + 24 * hour - 1000);
    expect((await verify(token)).statusCode).toBe(200);
    now = new Date(start.getTime() + 24 * hour);
    expect((await verify(token)).statusCode).toBe(401);
    const summary = await testApp.app.inject({
      method: 'GET',
      url: '/api/analytics/summary',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(summary.statusCode).toBe(401);
  });

  it('revokes the token on logout, for every admin endpoint', async () => {
    const token = await tokenOf();
    const other = await tokenOf();
    const headers = { authorization: `Bearer ${token}` };
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, data: { revoked: true } });

    expect((await verify(token)).statusCode).toBe(401);
    const summary = await testApp.app.inject({ method: 'GET', url: '/api/analytics/summary', headers });
    expect(summary.statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(
      401,
    );
    // Only that session ends.
    expect((await verify(other)).statusCode).toBe(200);
  });

  it('signs the owner out everywhere when ADMIN_PASSWORD changes', async () => {
    const token = await tokenOf();
    // The start that applies the new password runs on the same clock as the sessions it ends.
    await ensureFirstOwner(testApp.database.db, { password: 'a-brand-new-password', email: undefined }, now);
    expect((await verify(token)).statusCode).toBe(401);
    expect((await login({ password })).statusCode).toBe(401);
    expect((await login({ password: 'a-brand-new-password' })).statusCode).toBe(200);
  });
});
