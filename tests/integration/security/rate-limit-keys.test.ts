import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { redisTestSettings, testRedisUrl } from '#tests/support/test-redis.js';

/** `GET /health` allows 120 requests a minute per client. */
const HEALTH_LIMIT = 120;

describe('whom a rate limit counts', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  const health = (remoteAddress: string) =>
    testApp.app.inject({ method: 'GET', url: '/health', remoteAddress });

  it('counts one IPv6 /64 as one client, however many of its addresses it uses', async () => {
    testApp = await createTestApp('sqlite');
    for (let request = 0; request < HEALTH_LIMIT; request += 1) {
      expect((await health(`2001:db8:1:2::${(request + 1).toString(16)}`)).statusCode).toBe(200);
    }
    expect((await health('2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await health('2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('counts IPv4 clients of a dual-stack socket each on their own', async () => {
    testApp = await createTestApp('sqlite');
    for (let request = 0; request < HEALTH_LIMIT; request += 1) {
      expect((await health('::ffff:203.0.113.7')).statusCode).toBe(200);
    }
    expect((await health('::ffff:203.0.113.7')).statusCode).toBe(429);
    expect((await health('203.0.113.7')).statusCode).toBe(429);
    expect((await health('::ffff:198.51.100.20')).statusCode).toBe(200);
  });
});

describe.skipIf(!testRedisUrl)('rate limit keys in Redis', () => {
  let testApp: TestApp | undefined;
  let redis: ReturnType<typeof redisTestSettings> | undefined;
  afterEach(async () => {
    await testApp?.close();
    await redis?.clear();
  });

  it('names each limit by its route or its name, never "undefined"', async () => {
    if (!testRedisUrl) return;
    redis = redisTestSettings(testRedisUrl);
    testApp = await createTestApp('sqlite', redis.environment);
    // A route's own limit, and a limiter without a route (the admin API's, and the pages').
    await testApp.app.inject({ method: 'GET', url: '/health', remoteAddress: '198.51.100.9' });
    await testApp.app.inject({ method: 'GET', url: '/api/auth/verify', remoteAddress: '198.51.100.9' });
    await testApp.app.inject({ method: 'GET', url: '/no-such-page', remoteAddress: '198.51.100.9' });

    const keys = await redis.keys();
    expect(keys.some((key) => key.includes('GET/health-'))).toBe(true);
    expect(keys.some((key) => key.includes('admin:198.51.100.9'))).toBe(true);
    expect(keys.filter((key) => key.includes('undefined'))).toEqual([]);
  });
});
