import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '#server/db/staff-accounts-repository.js';
import { knownDeviceCookieName } from '#server/services/admin/known-devices.js';
import { hashPassword } from '#server/services/admin/password-hashing.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

/**
 * The lockout is no denial of service (issue 46, L4): guesses from elsewhere lock out the guessers,
 * while the person signs in from the browser they signed in from before (its known-device cookie).
 */
const person = { email: 'hema.known-device@example.com', password: 'copper kettle rain 42' };
const desk = '203.0.113.10';

describe.each(databaseEngines)('a known device on %s', (engine) => {
  let testApp: TestApp;
  let accountId: number;

  beforeAll(async () => {
    testApp = await createTestApp(engine);
    const now = testApp.app.now().toISOString();
    for (const [name, email] of [
      ['Hema HR', person.email],
      ['Other Person', 'other.known-device@example.com'],
    ] as const) {
      const account = await insertAccount(testApp.app.database.db, {
        name,
        email,
        role: 'hr',
        status: 'active',
        branchKeys: [],
        passwordHash: await hashPassword(person.password),
        now,
      });
      if (email === person.email) accountId = account.id;
    }
  });
  afterAll(() => testApp.close());

  const signIn = (credentials: { email: string; password: string }, address: string, cookie?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: credentials,
      remoteAddress: address,
      headers: cookie ? { cookie } : {},
    });

  /** The cookie a successful sign-in sets, as the browser sends it back. */
  const deviceCookieOf = (setCookie: string | string[] | undefined) => {
    const header = [setCookie ?? []].flat().find((value) => value.startsWith(`${knownDeviceCookieName}=`));
    expect(header).toMatch(/; HttpOnly; SameSite=Strict/);
    return header?.split(';')[0] ?? '';
  };

  it('lets the person in from their own browser after ten wrong passwords from elsewhere; the guessers stay out', async () => {
    const first = await signIn(person, desk);
    expect(first.statusCode).toBe(200);
    const deskCookie = deviceCookieOf(first.headers['set-cookie']);
    const otherFirst = await signIn({ ...person, email: 'other.known-device@example.com' }, '203.0.113.11');
    const otherAccountsCookie = deviceCookieOf(otherFirst.headers['set-cookie']);

    // Ten wrong passwords from two other addresses: the account is locked for everyone else.
    for (const address of ['198.51.100.1', '198.51.100.2']) {
      for (let guess = 0; guess < 5; guess += 1) {
        const wrong = await signIn({ email: person.email, password: `wrong guess ${guess}` }, address);
        expect(wrong.statusCode).not.toBe(200);
      }
    }
    expect((await signIn(person, '198.51.100.3')).statusCode).toBe(429);
    // A forged cookie, or another account's, counts as no cookie at all.
    expect(
      (await signIn(person, '198.51.100.4', `${knownDeviceCookieName}=${accountId}.forged`)).statusCode,
    ).toBe(429);
    expect((await signIn(person, '198.51.100.5', otherAccountsCookie)).statusCode).toBe(429);

    // From the person's own browser, the right password still signs in.
    const fromDesk = await signIn(person, desk, deskCookie);
    expect(fromDesk.statusCode, fromDesk.body).toBe(200);
    expect(fromDesk.json().data.token).toEqual(expect.any(String));
  });
});
