import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';

describe('error handling and security headers', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('hides the details of a server error behind a generic message', async () => {
    testApp = await createTestApp('sqlite');
    testApp.app.get('/api/test-failure', async () => {
      throw new Error('SQLITE_ERROR: near "SELECT * FROM job_applications": syntax error');
    });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: 'Internal server error',
      code: 'internal_error',
    });
    expect(response.body).not.toMatch(/SQLITE|job_applications|at .*\.ts/);
  });

  it('answers an unknown API path with a JSON 404 in the envelope', async () => {
    testApp = await createTestApp('sqlite');
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Not found', code: 'not_found' });
  });

  it('rate-limits requests for unknown paths', async () => {
    testApp = await createTestApp('sqlite');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 125; attempt += 1) {
      statuses.push((await testApp.app.inject({ method: 'GET', url: `/api/missing-${attempt}` })).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a JSON body over 100 KB with 413', async () => {
    testApp = await createTestApp('sqlite');
    testApp.app.post('/api/test-echo', async () => ({ success: true }));
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(101 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'payload_too_large' });
  });

  it('sends a Content-Security-Policy without inline script, and the other security headers', async () => {
    testApp = await createTestApp('sqlite');
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const permissions = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(permissions).toContain(`${feature}=()`);
    }
  });

  it('sends HSTS when the site is served over https', async () => {
    testApp = await createTestApp('sqlite', { SITE_URL: 'https://www.example.com' });
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
