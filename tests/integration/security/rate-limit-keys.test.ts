import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';

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
