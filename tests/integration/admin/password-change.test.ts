import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '#server/db/staff-accounts-repository.js';
import { hashPassword } from '#server/services/admin/password-hashing.js';
import { passwordChangeMessages } from '#shared/accounts.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

/** Changing one's own password in My account (issue 45). */
const person = { email: 'ravi.password-change@example.com', password: 'copper kettle rain 42' };
const newPassword = 'saffron ferry monsoon 77';

describe.each(databaseEngines)('changing my password on %s', (engine) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(engine);
    await insertAccount(testApp.app.database.db, {
      name: 'Ravi Sen',
      email: person.email,
      role: 'editor',
      status: 'active',
      branchKeys: [],
      passwordHash: await hashPassword(person.password),
      now: testApp.app.now().toISOString(),
    });
  });
  afterAll(() => testApp.close());

  const signIn = async (password: string, address: string) => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.email, password },
      remoteAddress: address,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return { authorization: `Bearer ${answer.json().data.token as string}` };
  };
  const change = (headers: Record<string, string>, payload: object, address = '198.51.100.20') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers,
      payload,
      remoteAddress: address,
    });
  const verify = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: '/api/auth/verify', headers });

  it('answers 401 without a session', async () => {
    const answer = await change({}, { currentPassword: person.password, newPassword });
    expect(answer.statusCode).toBe(401);
  });

  it('refuses a wrong current password at its field and counts it like a wrong sign-in', async () => {
    const here = await signIn(person.password, '198.51.100.30');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await change(
        here,
        { currentPassword: 'not my password at all', newPassword },
        '198.51.100.31',
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual({ currentPassword: passwordChangeMessages.wrongCurrent });
    }
    // Five failures lock the address out, as five wrong sign-ins would: the right password waits too.
    const locked = await change(here, { currentPassword: person.password, newPassword }, '198.51.100.31');
    expect(locked.statusCode).toBe(429);
  });

  it('refuses a weak new password with the advice, and the current one again', async () => {
    const here = await signIn(person.password, '198.51.100.40');
    const weak = await change(here, { currentPassword: person.password, newPassword: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.newPassword).toMatch(/\w/);
    const same = await change(here, { currentPassword: person.password, newPassword: person.password });
    expect(same.json().fields).toEqual({ newPassword: passwordChangeMessages.sameAsCurrent });
  });

  it('changes it: this session stays, the others end, the new password signs in and the audit log says so', async () => {
    const here = await signIn(person.password, '198.51.100.50');
    const elsewhere = await signIn(person.password, '198.51.100.51');
    const changed = await change(here, { currentPassword: person.password, newPassword });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe(passwordChangeMessages.changed);
    expect((await verify(here)).statusCode).toBe(200);
    expect((await verify(elsewhere)).statusCode).toBe(401);
    await signIn(newPassword, '198.51.100.52');
    const old = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: person,
      remoteAddress: '198.51.100.53',
    });
    expect(old.statusCode).toBe(401);
    const rows = await testApp.app.database.db
      .selectFrom('audit_log')
      .select(['account_name', 'target', 'summary'])
      .where('action', '=', 'password-changed')
      .execute();
    expect(rows).toEqual([
      { account_name: 'Ravi Sen', target: person.email, summary: 'with the current password' },
    ]);
  });
});
