import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '#server/config.js';
import { insertAccount } from '#server/db/staff-accounts-repository.js';
import { hashPassword } from '#server/services/admin/password-hashing.js';
import { sealStoredTotpSecrets } from '#server/services/admin/totp-secret-sealing.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { createTestDatabase, databaseEngines, type TestDatabase } from '#tests/support/test-database.js';

const email = 'tara.totp@example.com';
const password = 'a-password-for-sealed-secrets';
const key = randomBytes(32).toString('base64');

/**
 * TOTP_SECRET_KEY: the authenticator apps' secrets are sealed in the database, a secret stored
 * before the key was set is sealed at start-up, and a start that could not check the codes stops.
 */
describe.each(databaseEngines)('authenticator app secrets sealed on %s', { timeout: 120_000 }, (engine) => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  beforeEach(async () => {
    database = await createTestDatabase(engine);
    await insertAccount(database.db, {
      name: 'Tara Totp',
      email,
      role: 'editor',
      status: 'active',
      branchKeys: [],
      passwordHash: await hashPassword(password),
      now: new Date().toISOString(),
    });
  });
  afterEach(async () => {
    // The apps share the test's database: each app is closed, then the database once.
    for (const testApp of apps.splice(0)) {
      await testApp.app.close();
      fs.rmSync(testApp.dataDir, { recursive: true, force: true });
    }
    await database.dispose();
  });

  async function startApp(environment: Record<string, string> = {}) {
    const testApp = await createTestApp(engine, environment, { database });
    apps.push(testApp);
    return testApp;
  }

  async function signIn(testApp: TestApp) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  /** Sets up an app for the person through the API: answers its secret. */
  async function enrollTotp(testApp: TestApp): Promise<string> {
    const headers = { authorization: `Bearer ${(await signIn(testApp)).token}` };
    const enrollment = await testApp.app.inject({ method: 'POST', url: '/api/auth/totp', headers });
    const secret: string = enrollment.json().data.secret;
    const confirmed = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/totp/confirm',
      headers,
      payload: { code: await generate({ secret }) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return secret;
  }

  /** The second step of a sign-in with a code of the app (30 s ahead: the current one was used). */
  async function signInWithCode(testApp: TestApp, secret: string) {
    const { ticket } = await signIn(testApp);
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/second-factor',
      payload: { method: 'totp', ticket, code },
    });
  }

  const storedSecret = async () =>
    (await database.db.selectFrom('staff_totp').select('secret').executeTakeFirstOrThrow()).secret;

  it('stores a sealed secret when the key is set, and checks codes with it', async () => {
    const testApp = await startApp({ TOTP_SECRET_KEY: key });
    const secret = await enrollTotp(testApp);
    const stored = await storedSecret();
    expect(stored).toMatch(/^sealed1\./);
    expect(stored).not.toContain(secret);
    const answer = await signInWithCode(testApp, secret);
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('seals at start-up a secret stored before the key was set, and refuses to start without that key', async () => {
    const before = await startApp();
    const secret = await enrollTotp(before);
    expect(await storedSecret()).toBe(secret);
    expect(await sealStoredTotpSecrets(database.db, undefined)).toEqual({ sealedNow: 0, unsealed: 1 });

    expect(await sealStoredTotpSecrets(database.db, Buffer.from(key, 'base64'))).toEqual({
      sealedNow: 1,
      unsealed: 0,
    });
    expect(await storedSecret()).toMatch(/^sealed1\./);
    const after = await startApp({ TOTP_SECRET_KEY: key });
    const answer = await signInWithCode(after, secret);
    expect(answer.statusCode, answer.body).toBe(200);

    await expect(sealStoredTotpSecrets(database.db, undefined)).rejects.toThrow(ConfigError);
    await expect(sealStoredTotpSecrets(database.db, randomBytes(32))).rejects.toThrow(
      /sealed with another key/,
    );
  });
});
