import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '#server/db/staff-accounts-repository.js';
import { hashPassword } from '#server/services/admin/password-hashing.js';
import { type SmtpTestServer, startSmtpTestServer } from '#tests/support/smtp-test-server.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

/**
 * A person and the owners hear when guesses from elsewhere pause an account's sign-ins (issue 46,
 * L4): one e-mail per pause, fixed text, nothing the guesser typed.
 */
describe.each(databaseEngines)('an account under attack on %s', (engine) => {
  let testApp: TestApp;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    testApp = await createTestApp(engine, { SMTP_URL: smtp.url, MAIL_FROM: 'website@example.com' });
    const now = testApp.app.now().toISOString();
    for (const [name, email, role] of [
      ['Olivia Owner', 'olivia.alert@example.com', 'owner'],
      ['Hema HR', 'hema.alert@example.com', 'hr'],
    ] as const) {
      await insertAccount(testApp.app.database.db, {
        name,
        email,
        role,
        status: 'active',
        branchKeys: [],
        passwordHash: await hashPassword('copper kettle rain 42'),
        now,
      });
    }
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('e-mails the person, copying the owners, once when ten wrong passwords pause the account', async () => {
    for (const address of ['198.51.100.71', '198.51.100.72', '198.51.100.73']) {
      for (let guess = 0; guess < 5; guess += 1) {
        await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'hema.alert@example.com', password: `=HYPERLINK("guess ${guess}")` },
          remoteAddress: address,
        });
      }
    }
    const [alert] = await smtp.waitForMessages(1);
    expect(alert?.to.sort()).toEqual(['hema.alert@example.com', 'olivia.alert@example.com']);
    expect(alert?.raw).toContain('Someone is trying to sign in to your');
    expect(alert?.raw).not.toContain('HYPERLINK');
    // Fifteen wrong passwords, one pause: one e-mail.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(1);
  });
});
