import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

describe.each(databaseEngines)('POST /api/consent on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  const records = () => testApp.database.db.selectFrom('consent_records').selectAll().execute();
  const postConsent = (payload: object) =>
    testApp.app.inject({ method: 'POST', url: '/api/consent', payload, remoteAddress: '49.37.0.1' });
  const choice = {
    preferences: { necessary: true, preferences: true, statistics: false, marketing: false },
    version: 1,
  };

  it('logs the choice under a random id with its categories, version and time, and no IP', async () => {
    testApp = await createTestApp(engine);
    testApp.app.now = () => new Date('2026-03-10T10:00:00.000Z');
    const first = await postConsent(choice);
    const second = await postConsent(choice);
    expect(first.statusCode).toBe(201);
    const { consentId, loggedAt } = first.json().data;
    expect(consentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.json().data.consentId).not.toBe(consentId);
    expect(loggedAt).toBe('2026-03-10T10:00:00.000Z');

    const [row] = await records();
    expect(row).toEqual({
      id: expect.any(Number),
      consent_id: consentId,
      necessary: 1,
      preferences: 1,
      statistics: 0,
      marketing: 0,
      version: 1,
      created_at: '2026-03-10T10:00:00.000Z',
    });
    expect(JSON.stringify(await records())).not.toContain('49.37');
  });

  it.each([
    ['necessary switched off', { ...choice, preferences: { ...choice.preferences, necessary: false } }],
    ['a missing category', { preferences: { necessary: true, statistics: true }, version: 1 }],
    ['no version', { preferences: choice.preferences }],
    ['a version of 0', { ...choice, version: 0 }],
  ])('refuses %s with 400 and logs nothing', async (_case, body) => {
    testApp = await createTestApp(engine);
    expect((await postConsent(body)).statusCode).toBe(400);
    expect(await records()).toEqual([]);
  });
});
