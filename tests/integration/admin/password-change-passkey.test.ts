import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '#server/db/staff-accounts-repository.js';
import { hashPassword } from '#server/services/admin/password-hashing.js';
import { passwordChangeMessages } from '#shared/accounts.js';
import { type SmtpTestServer, startSmtpTestServer } from '#tests/support/smtp-test-server.js';
import { createSoftwareAuthenticator } from '#tests/support/software-authenticator.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { desktopChrome } from '#tests/support/user-agents.js';

/**
 * Changing one's own password with a passkey instead of the current password, and the e-mail
 * that tells the person of a change (issue 45).
 */
const password = 'copper kettle rain 42';
/** The test app's SITE_URL: the relying party is localhost, the origin its own. */
const origin = 'http://localhost:3000';
const ravi = { name: 'Ravi Sen', email: 'ravi.passkey-password@example.com' };
const meera = { name: 'Meera Das', email: 'meera.passkey-password@example.com' };
const tara = { name: 'Tara Roy', email: 'tara.passkey-password@example.com' };

type Headers = Record<string, string>;

// Each password sign-in runs the real scrypt hash, about a second on a busy machine.
describe.each(databaseEngines)(
  'changing my password with a passkey on %s',
  { timeout: 120_000 },
  (engine) => {
    let testApp: TestApp;
    let smtp: SmtpTestServer;
    const raviPasskey = createSoftwareAuthenticator(origin);
    const meeraPasskey = createSoftwareAuthenticator(origin);

    const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
      testApp.app.inject({
        method,
        url,
        headers: { 'user-agent': desktopChrome, ...headers },
        payload,
        remoteAddress: '198.51.100.60',
      });

    async function signInWithPassword(email: string, withPassword = password) {
      const answer = await call('POST', '/api/auth/login', {}, { email, password: withPassword });
      expect(answer.statusCode, answer.body).toBe(200);
      return { authorization: `Bearer ${answer.json().data.token as string}` };
    }

    async function signInWithPasskey(authenticator: typeof raviPasskey) {
      const options = (await call('POST', '/api/auth/passkeys/sign-in-options')).json().data.options;
      const answer = await call(
        'POST',
        '/api/auth/passkeys/sign-in',
        {},
        {
          response: authenticator.authenticate(options),
        },
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return { authorization: `Bearer ${answer.json().data.token as string}` };
    }

    async function addPasskey(headers: Headers, authenticator: typeof raviPasskey) {
      const options = (await call('POST', '/api/auth/passkeys/registration-options', headers)).json().data
        .options;
      const added = await call('POST', '/api/auth/passkeys', headers, {
        name: 'Laptop',
        response: authenticator.register(options),
      });
      expect(added.statusCode, added.body).toBe(200);
    }

    const passkeyOptions = async (headers: Headers) => {
      const answer = await call('POST', '/api/auth/password/passkey-options', headers);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.options as { challenge: string; allowCredentials?: { id: string }[] };
    };
    const changeWithPasskey = (headers: Headers, passkey: object, newPassword: string) =>
      call('POST', '/api/auth/password/passkey', headers, { passkey, newPassword });

    beforeAll(async () => {
      smtp = await startSmtpTestServer();
      testApp = await createTestApp(engine, { SMTP_URL: smtp.url, MAIL_FROM: 'website@example.com' });
      for (const person of [ravi, meera, tara]) {
        await insertAccount(testApp.app.database.db, {
          ...person,
          role: 'editor',
          status: 'active',
          branchKeys: [],
          passwordHash: await hashPassword(password),
          now: testApp.app.now().toISOString(),
        });
      }
      await addPasskey(await signInWithPassword(ravi.email), raviPasskey);
      await addPasskey(await signInWithPassword(meera.email), meeraPasskey);
    });
    afterAll(async () => {
      await testApp.close();
      await smtp.close();
    });

    it('tells the form the company name its meter rates against', async () => {
      const here = await signInWithPasskey(raviPasskey);
      const answer = await call('GET', '/api/auth/password', here);
      expect(answer.statusCode).toBe(200);
      const { company } = (await testApp.app.siteContent.published()).content;
      expect(answer.json().data).toEqual({ companyName: company.name });
    });

    it('offers only the person’s own passkeys, and nothing to a person without one', async () => {
      const options = await passkeyOptions(await signInWithPasskey(raviPasskey));
      expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([
        raviPasskey.credentialId,
      ]);
      const withoutPasskey = await call(
        'POST',
        '/api/auth/password/passkey-options',
        await signInWithPassword(tara.email),
      );
      expect(withoutPasskey.statusCode).toBe(409);
      expect(withoutPasskey.json().message).toBe(passwordChangeMessages.noPasskey);
    });

    it('refuses another person’s passkey and an answer signed for another session, at the passkey field', async () => {
      const here = await signInWithPasskey(raviPasskey);
      const foreign = await changeWithPasskey(
        here,
        meeraPasskey.authenticate(await passkeyOptions(here)),
        'saffron ferry monsoon 77',
      );
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().fields).toEqual({ passkey: passwordChangeMessages.passkeyRefused });

      // Ravi's own passkey, but for a challenge issued to another of his sessions.
      const elsewhere = await signInWithPasskey(raviPasskey);
      const otherSession = await changeWithPasskey(
        here,
        raviPasskey.authenticate(await passkeyOptions(elsewhere)),
        'saffron ferry monsoon 77',
      );
      expect(otherSession.statusCode).toBe(400);
      expect(otherSession.json().fields).toEqual({ passkey: passwordChangeMessages.passkeyRefused });
      // Nothing changed: the old password still opens the way to the second factor.
      const stillOld = await call('POST', '/api/auth/login', {}, { email: ravi.email, password });
      expect(stillOld.json().data.secondFactorRequired).toBe(true);
    });

    it('changes it with the person’s passkey: a weak password keeps the answer, the audit log and an e-mail say so, a replay is refused', async () => {
      const here = await signInWithPasskey(raviPasskey);
      const elsewhere = await signInWithPasskey(raviPasskey);
      const answer = raviPasskey.authenticate(await passkeyOptions(here));

      const weak = await changeWithPasskey(here, answer, 'password123456');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().fields.newPassword).toMatch(/\w/);

      const newPassword = 'saffron ferry monsoon 77';
      const changed = await changeWithPasskey(here, answer, newPassword);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().message).toBe(passwordChangeMessages.changed);
      expect((await call('GET', '/api/auth/verify', here)).statusCode).toBe(200);
      expect((await call('GET', '/api/auth/verify', elsewhere)).statusCode).toBe(401);

      const withNew = await call('POST', '/api/auth/login', {}, { email: ravi.email, password: newPassword });
      expect(withNew.json().data.secondFactorRequired).toBe(true);
      const withOld = await call('POST', '/api/auth/login', {}, { email: ravi.email, password });
      expect(withOld.statusCode).toBe(401);

      // The same signed answer again: its challenge was used up.
      const replay = await changeWithPasskey(here, answer, 'another river lantern 58');
      expect(replay.statusCode).toBe(400);
      expect(replay.json().fields).toEqual({ passkey: passwordChangeMessages.passkeyRefused });

      const audit = await testApp.app.database.db
        .selectFrom('audit_log')
        .select(['target', 'summary'])
        .where('action', '=', 'password-changed')
        .execute();
      expect(audit).toEqual([{ target: ravi.email, summary: 'with a passkey' }]);

      const [mail] = await smtp.waitForMessages(1);
      const { company } = (await testApp.app.siteContent.published()).content;
      expect(mail?.to).toEqual([ravi.email]);
      const text = mail?.raw.replaceAll('=\r\n', '').replaceAll('\r\n', ' ') ?? '';
      expect(text).toContain(`Your password for ${company.name} was changed on`);
      expect(text).toContain('(India time) from Chrome on Windows.');
      expect(text).toContain('If this was not you, ask the owner to reset it.');
    });
  },
);

describe.each(databaseEngines)('a password change when its e-mail fails on %s', (engine) => {
  let testApp: TestApp;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    // The mail server refuses the one e-mail.
    smtp = await startSmtpTestServer({ failFirst: 1 });
    testApp = await createTestApp(engine, { SMTP_URL: smtp.url });
    await insertAccount(testApp.app.database.db, {
      ...tara,
      role: 'hr',
      status: 'active',
      branchKeys: [],
      passwordHash: await hashPassword(password),
      now: testApp.app.now().toISOString(),
    });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('changes the password all the same', async () => {
    const signedIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: tara.email, password },
    });
    const changed = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { authorization: `Bearer ${signedIn.json().data.token as string}` },
      payload: { currentPassword: password, newPassword: 'saffron ferry monsoon 77' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expect.poll(() => smtp.refused, { timeout: 10_000 }).toBe(1);
    expect(smtp.messages).toEqual([]);
    const withNew = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: tara.email, password: 'saffron ferry monsoon 77' },
    });
    expect(withNew.statusCode).toBe(200);
  });
});
