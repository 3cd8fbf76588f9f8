import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstOwner } from '#server/services/admin/ensure-first-owner.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';

/**
 * Without a cap, sixty scrypt hashes at once fill Node's thread pool and every file the site
 * serves waits seconds behind them. What the rest of the site sees during such a flood is
 * measured in bench/login-flood.ts; here, that the cap holds.
 */
// Hashing is the same on both engines: SQLite is enough here.
describe('a flood of parallel wrong logins', { timeout: 60_000 }, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    await ensureFirstOwner(testApp.database.db, { password: 'the-right-admin-password', email: undefined });
  });
  afterAll(() => testApp.close());

  it('refuses at once what the hashing capacity cannot take', async () => {
    // Sixty addresses guess at once, each at an e-mail of its own, so that neither an address's nor an
    // account's lockout allowance is reached: an unknown e-mail is hashed like a known one.
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `guess-${index}@example.com`, password: `wrong-guess-${index}` },
          remoteAddress: `198.51.100.${index + 1}`,
        }),
      ),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    // Two hash at once and eight wait: the other fifty are answered 503 without hashing.
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 503)).toHaveLength(50);
    const busy = answers.find((answer) => answer.statusCode === 503);
    expect(busy?.json().message).toMatch(/^Too many sign-in attempts are being checked right now/);
    expect(busy?.headers['retry-after']).toBe('1');
  });
});
