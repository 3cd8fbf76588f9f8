import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';

describe('GET /api/places/position (the /retail store finder)', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  const find = (query: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/places/position?${query}`, remoteAddress: '49.37.0.2' });

  it('answers where a typed town or PIN code is, and null for a place it does not know', async () => {
    testApp = await createTestApp('sqlite');
    const gaya = await find('q=Gaya');
    expect(gaya.statusCode).toBe(200);
    expect(gaya.json().data).toEqual({ name: 'Gaya', latitude: 24.79, longitude: 85 });
    const pin = (await find('q=700019')).json().data;
    expect(pin).toMatchObject({
      name: expect.stringMatching(/^PIN 700019 \(/),
      latitude: expect.any(Number),
    });
    expect((await find('q=Atlantis')).json().data).toBeNull();
  });

  it('refuses an empty or overlong query', async () => {
    testApp = await createTestApp('sqlite');
    expect((await find('q=')).statusCode).toBe(400);
    expect((await find(`q=${'a'.repeat(81)}`)).statusCode).toBe(400);
  });

  it('is rate-limited', async () => {
    testApp = await createTestApp('sqlite');
    const answers = [];
    for (let attempt = 0; attempt < 61; attempt += 1) answers.push((await find('q=Patna')).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});
