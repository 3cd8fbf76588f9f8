import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

/**
 * Failed sign-ins cannot flood the audit log with an attacker's text (issue 46): one address writes
 * at most ten such rows in fifteen minutes, however many it sends; another address is logged as ever.
 */
describe.each(databaseEngines)('the audit log under a stream of failed sign-ins on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(engine);
  });
  afterAll(() => testApp.close());

  const failSignIn = (address: string, attempt: number) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email: `guess-${attempt}-${'x'.repeat(200)}@example.com`,
        password: 'not the password at all',
      },
      remoteAddress: address,
    });
  const failedRows = (address: string) =>
    testApp.database.db
      .selectFrom('audit_log')
      .select('target')
      .where('action', '=', 'sign-in-failed')
      .where('address', '=', address)
      .execute();

  it('keeps ten rows from an address that fails eighteen times, and logs another address', async () => {
    for (let attempt = 0; attempt < 18; attempt += 1) {
      expect((await failSignIn('198.51.100.61', attempt)).statusCode).not.toBe(200);
    }
    expect(await failedRows('198.51.100.61')).toHaveLength(10);
    await failSignIn('198.51.100.62', 0);
    expect(await failedRows('198.51.100.62')).toHaveLength(1);
  });
});
