import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleContent } from '#content/samples/index.js';
import { insertAccount } from '#server/db/staff-accounts-repository.js';
import { hashPassword } from '#server/services/admin/password-hashing.js';
import type { StaffRole } from '#shared/accounts.js';
import { authenticatorCodesUsedUpMessage } from '#shared/second-factor.js';
import { createSoftwareAuthenticator } from '#tests/support/software-authenticator.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

const password = 'a-password-for-second-factors';
/** The test app's SITE_URL: the relying party is localhost, the origin its own. */
const origin = 'http://localhost:3000';

// Each password sign-in runs the real scrypt hash, about a second on a busy machine.
describe.each(databaseEngines)('second factors on %s', { timeout: 120_000 }, (engine) => {
  let testApp: TestApp;
  let ownerToken: string;
  beforeEach(async () => {
    testApp = await createTestApp(engine);
    await makePerson('owner', 'olivia.owner@example.com');
    ownerToken = (await signInWithPassword('olivia.owner@example.com')).token;
  });
  afterEach(() => testApp.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: { token?: string; payload?: object; remoteAddress?: string } = {},
  ) =>
    testApp.app.inject({
      method,
      url,
      payload: options.payload,
      remoteAddress: options.remoteAddress ?? '203.0.113.20',
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });

  async function makePerson(role: StaffRole, email: string) {
    await insertAccount(testApp.database.db, {
      name: `${role} person`,
      email,
      role,
      status: 'active',
      branchKeys: [],
      passwordHash: await hashPassword(password),
      now: testApp.app.now().toISOString(),
    });
  }

  async function signInWithPassword(email: string, remoteAddress?: string) {
    const response = await call('POST', '/api/auth/login', { payload: { email, password }, remoteAddress });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function addPasskey(
    token: string,
    authenticator = createSoftwareAuthenticator(origin),
    name = 'Laptop',
  ) {
    const options = (await call('POST', '/api/auth/passkeys/registration-options', { token })).json().data
      .options;
    const added = await call('POST', '/api/auth/passkeys', {
      token,
      payload: { name, response: authenticator.register(options) },
    });
    return { authenticator, options, added };
  }

  async function enrollTotp(token: string) {
    const enrollment = (await call('POST', '/api/auth/totp', { token })).json().data;
    const code = await generate({ secret: enrollment.secret });
    const confirmed = await call('POST', '/api/auth/totp/confirm', { token, payload: { code } });
    return { secret: enrollment.secret as string, uri: enrollment.uri as string, confirmed };
  }

  async function auditActions() {
    const response = await call('GET', '/api/admin/audit', { token: ownerToken });
    return (response.json().data.entries as { action: string; summary: string }[]).map(
      (entry) => `${entry.action}: ${entry.summary}`,
    );
  }

  it('adds a passkey, then signs in with it instead of the password; a replayed assertion is refused', async () => {
    const { authenticator, options, added } = await addPasskey(ownerToken);
    expect(added.statusCode, added.body).toBe(200);
    expect(options).toMatchObject({
      // The passkey manager lists it under the company's name, as the authenticator app does.
      rp: { id: 'localhost', name: sampleContent.company.name },
      authenticatorSelection: { residentKey: 'required' },
    });
    const codes = added.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const factors = (await call('GET', '/api/auth/second-factors', { token: ownerToken })).json().data;
    expect(factors).toMatchObject({
      passkeys: [{ name: 'Laptop', lastUsedAt: null }],
      totpEnabled: false,
      recoveryCodesLeft: 10,
    });

    const signInOptions = (await call('POST', '/api/auth/passkeys/sign-in-options')).json().data.options;
    expect(signInOptions.allowCredentials ?? []).toEqual([]);
    expect(signInOptions.userVerification).toBe('required');
    const assertion = authenticator.authenticate(signInOptions);
    const signedIn = await call('POST', '/api/auth/passkeys/sign-in', { payload: { response: assertion } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.account.email).toBe('olivia.owner@example.com');
    const verify = await call('GET', '/api/auth/verify', { token: signedIn.json().data.token });
    expect(verify.statusCode).toBe(200);

    // The same signed answer again: its challenge was used up.
    const replay = await call('POST', '/api/auth/passkeys/sign-in', { payload: { response: assertion } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/passkey was not accepted/);

    // A second registration with the used registration challenge is refused too.
    const again = await call('POST', '/api/auth/passkeys', {
      token: ownerToken,
      payload: { name: 'Copy', response: createSoftwareAuthenticator(origin).register(options) },
    });
    expect(again.statusCode).toBe(400);

    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        'second-factor-added: passkey "Laptop"',
        'sign-in: with passkey "Laptop"',
        'sign-in-failed: passkey refused',
      ]),
    );
  });

  it('refuses a passkey answer from another origin, one without user verification, and an unknown passkey', async () => {
    const { authenticator } = await addPasskey(ownerToken);
    const options = async () =>
      (await call('POST', '/api/auth/passkeys/sign-in-options')).json().data.options;
    const elsewhere = createSoftwareAuthenticator('https://attacker.example.com');
    const attempts = [
      { response: authenticator.authenticate({ ...(await options()), rpId: 'attacker.example.com' }) },
      { response: authenticator.authenticate(await options(), 0x01) },
      { response: elsewhere.authenticate(await options()) },
    ];
    for (const payload of attempts) {
      expect((await call('POST', '/api/auth/passkeys/sign-in', { payload })).statusCode).toBe(401);
    }
    // The right answer still works: the refusals changed nothing stored.
    const good = await call('POST', '/api/auth/passkeys/sign-in', {
      payload: { response: authenticator.authenticate(await options()) },
    });
    expect(good.statusCode, good.body).toBe(200);
  });

  it('asks a person with an authenticator app for its code after the password; a code is good once', async () => {
    await makePerson('editor', 'eddie.editor@example.com');
    const editorToken = (await signInWithPassword('eddie.editor@example.com')).token;
    const { secret, uri, confirmed } = await enrollTotp(editorToken);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // The app lists the account under the company's name (the published content's), not "Staff admin".
    const companyName = (await testApp.app.siteContent.published()).content.company.name;
    expect(new URL(uri).searchParams.get('issuer')).toBe(companyName);
    expect(decodeURIComponent(new URL(uri).pathname)).toBe(`/${companyName}:eddie.editor@example.com`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.recoveryCodes).toHaveLength(10);
    // Nothing shows the secret again.
    expect((await call('GET', '/api/auth/second-factors', { token: editorToken })).body).not.toContain(
      secret,
    );

    const first = await signInWithPassword('eddie.editor@example.com');
    expect(first).toMatchObject({ secondFactorRequired: true, methods: ['totp', 'recovery-code'] });
    expect(first.token).toBeUndefined();
    // The ticket is not a session token.
    expect((await call('GET', '/api/auth/verify', { token: first.ticket })).statusCode).toBe(401);

    const wrong = await call('POST', '/api/auth/second-factor', {
      payload: {
        method: 'totp',
        ticket: first.ticket,
        code: '000000' === (await generate({ secret })) ? '111111' : '000000',
      },
    });
    expect(wrong.statusCode).toBe(401);
    // The code of the step the app showed at confirmation was used then: a later step is needed,
    // so the code is made for 30 seconds ahead (within the accepted clock drift).
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const right = await call('POST', '/api/auth/second-factor', {
      payload: { method: 'totp', ticket: first.ticket, code },
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data.account.email).toBe('eddie.editor@example.com');
    // The ticket was used up.
    const ticketAgain = await call('POST', '/api/auth/second-factor', {
      payload: { method: 'totp', ticket: first.ticket, code },
    });
    expect(ticketAgain.statusCode).toBe(401);
    // The same code with a new ticket: refused, it was used.
    const second = await signInWithPassword('eddie.editor@example.com');
    const replay = await call('POST', '/api/auth/second-factor', {
      payload: { method: 'totp', ticket: second.ticket, code },
    });
    expect(replay.statusCode).toBe(401);
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        'second-factor-added: authenticator app',
        'second-factor-used: with an authenticator app',
        'second-factor-failed: with an authenticator app',
      ]),
    );
  });

  it('after ten wrong authenticator codes in a day takes only a passkey or a recovery code, even from a known device', async () => {
    await makePerson('hr', 'hari.codes@example.com');
    const desk = '203.0.113.30';
    const firstSignIn = await call('POST', '/api/auth/login', {
      payload: { email: 'hari.codes@example.com', password },
      remoteAddress: desk,
    });
    const deskCookie = String([firstSignIn.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
    const { secret, confirmed } = await enrollTotp(firstSignIn.json().data.token);
    const [recoveryCode] = confirmed.json().data.recoveryCodes as string[];
    const wrongCode = async (remoteAddress: string) => {
      const { ticket } = await signInWithPassword('hari.codes@example.com', remoteAddress);
      const code = (await generate({ secret })) === '000000' ? '111111' : '000000';
      return call('POST', '/api/auth/second-factor', {
        payload: { method: 'totp', ticket, code },
        remoteAddress,
      });
    };
    // Ten wrong codes from two other addresses (each address's own lockout comes at five).
    for (const address of ['198.51.100.41', '198.51.100.42']) {
      for (let guess = 0; guess < 5; guess += 1) expect((await wrongCode(address)).statusCode).not.toBe(200);
    }

    const fromDesk = (payload: object, url: string) =>
      testApp.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: desk,
        headers: { cookie: deskCookie },
      });
    const ticketAtDesk = async () =>
      (await fromDesk({ email: 'hari.codes@example.com', password }, '/api/auth/login')).json().data.ticket;
    const rightCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const refused = await fromDesk(
      { method: 'totp', ticket: await ticketAtDesk(), code: rightCode },
      '/api/auth/second-factor',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(authenticatorCodesUsedUpMessage);
    const withRecoveryCode = await fromDesk(
      { method: 'recovery-code', ticket: await ticketAtDesk(), code: recoveryCode },
      '/api/auth/second-factor',
    );
    expect(withRecoveryCode.statusCode, withRecoveryCode.body).toBe(200);
  });

  it('takes each recovery code once, and new codes replace the old', async () => {
    const { confirmed } = await enrollTotp(ownerToken);
    const [firstCode, secondCode] = confirmed.json().data.recoveryCodes as string[];
    const useCode = async (code: string | undefined) => {
      const { ticket } = await signInWithPassword('olivia.owner@example.com');
      return call('POST', '/api/auth/second-factor', { payload: { method: 'recovery-code', ticket, code } });
    };
    expect((await useCode(firstCode?.toUpperCase())).statusCode).toBe(200);
    expect((await useCode(firstCode)).statusCode).toBe(401);
    const left = (await call('GET', '/api/auth/second-factors', { token: ownerToken })).json().data
      .recoveryCodesLeft;
    expect(left).toBe(9);
    const renewed = await call('POST', '/api/auth/recovery-codes', { token: ownerToken });
    expect(renewed.json().data.recoveryCodes).toHaveLength(10);
    expect((await useCode(secondCode)).statusCode).toBe(401);
  });

  it('gives a passkey as the second factor after the password, only one of that account', async () => {
    await makePerson('hr', 'hari.hr@example.com');
    const hrToken = (await signInWithPassword('hari.hr@example.com')).token;
    const { authenticator: hrPasskey } = await addPasskey(hrToken);
    const { authenticator: ownerPasskey } = await addPasskey(ownerToken);

    const { ticket, methods } = await signInWithPassword('hari.hr@example.com');
    expect(methods).toEqual(['passkey', 'recovery-code']);
    const optionsFor = async () =>
      (await call('POST', '/api/auth/second-factor/passkey-options', { payload: { ticket } })).json().data
        .options;
    const options = await optionsFor();
    expect(options.allowCredentials).toEqual([
      { id: hrPasskey.credentialId, transports: ['internal'], type: 'public-key' },
    ]);
    const otherAccount = await call('POST', '/api/auth/second-factor', {
      payload: { method: 'passkey', ticket, response: ownerPasskey.authenticate(options) },
    });
    expect(otherAccount.statusCode).toBe(401);
    const own = await call('POST', '/api/auth/second-factor', {
      payload: { method: 'passkey', ticket, response: hrPasskey.authenticate(await optionsFor()) },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.account.role).toBe('hr');
  });

  it("makes a person of a required role set up a factor before anything else, and keeps that role's last factor", async () => {
    const setPolicy = await call('PUT', '/api/admin/second-factor-policy', {
      token: ownerToken,
      payload: { requiredRoles: ['hr'] },
    });
    expect(setPolicy.json().data).toEqual({ requiredRoles: ['hr'] });
    await makePerson('hr', 'hema.hr@example.com');
    const hr = await signInWithPassword('hema.hr@example.com');
    expect(hr.factorSetupRequired).toBe(true);
    const applications = () => call('GET', '/api/careers/applications', { token: hr.token });
    const blocked = await applications();
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Set up a second factor first (My account).');
    expect((await call('GET', '/api/auth/verify', { token: hr.token })).json().data.factorSetupRequired).toBe(
      true,
    );
    expect((await call('GET', '/api/auth/sessions', { token: hr.token })).statusCode).toBe(403);

    const { added } = await addPasskey(hr.token);
    expect(added.statusCode, added.body).toBe(200);
    expect((await applications()).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/verify', { token: hr.token })).json().data.factorSetupRequired).toBe(
      false,
    );

    const factors = (await call('GET', '/api/auth/second-factors', { token: hr.token })).json().data;
    expect(factors.required).toBe(true);
    const removeLast = await call('DELETE', `/api/auth/passkeys/${factors.passkeys[0].id}`, {
      token: hr.token,
    });
    expect(removeLast.statusCode).toBe(409);

    // Another role is not asked; the owner's rule is owner-only.
    await makePerson('editor', 'esme.editor@example.com');
    const editor = await signInWithPassword('esme.editor@example.com');
    expect(editor.factorSetupRequired).toBe(false);
    expect((await call('GET', '/api/admin/second-factor-policy', { token: editor.token })).statusCode).toBe(
      403,
    );
    expect(await auditActions()).toEqual(expect.arrayContaining(['second-factor-policy: HR']));
  });

  it('takes away the access of open sessions at their next request once their role requires a second factor', async () => {
    await makePerson('hr', 'hema.hr@example.com');
    await makePerson('editor', 'esme.editor@example.com');
    const hr = await signInWithPassword('hema.hr@example.com');
    const editor = await signInWithPassword('esme.editor@example.com');
    await makePerson('hr', 'harsh.hr@example.com');
    const hrWithPasskey = await signInWithPassword('harsh.hr@example.com');
    expect((await addPasskey(hrWithPasskey.token)).added.statusCode).toBe(200);
    const applications = (token: string) => call('GET', '/api/careers/applications', { token });
    expect((await applications(hr.token)).statusCode).toBe(200);

    await call('PUT', '/api/admin/second-factor-policy', {
      token: ownerToken,
      payload: { requiredRoles: ['hr'] },
    });

    const blocked = await applications(hr.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Set up a second factor first (My account).');
    const verified = (await call('GET', '/api/auth/verify', { token: hr.token })).json().data;
    expect(verified.factorSetupRequired).toBe(true);
    // As a fresh sign-in's would, the session now lasts long enough to set a factor up, not a day.
    expect(Date.parse(verified.expiresAt) - testApp.app.now().getTime()).toBeLessThanOrEqual(30 * 60 * 1000);
    // The person with a passkey and the role the rule does not name keep their access.
    expect((await applications(hrWithPasskey.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/content/checklist', { token: editor.token })).statusCode).toBe(200);

    // Setting up a factor gives the session its access back.
    expect((await addPasskey(hr.token)).added.statusCode).toBe(200);
    expect((await applications(hr.token)).statusCode).toBe(200);
  });

  it('applies the rule to open sessions of a person moved to a role that requires a second factor', async () => {
    await call('PUT', '/api/admin/second-factor-policy', {
      token: ownerToken,
      payload: { requiredRoles: ['hr'] },
    });
    await makePerson('editor', 'esme.editor@example.com');
    const editor = await signInWithPassword('esme.editor@example.com');
    expect(editor.factorSetupRequired).toBe(false);
    const moved = await call('PATCH', `/api/admin/users/${editor.account.id}`, {
      token: ownerToken,
      payload: { role: 'hr' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const blocked = await call('GET', '/api/careers/applications', { token: editor.token });
    expect(blocked.json().message).toBe('Set up a second factor first (My account).');
  });

  it("records the 'set up a second factor first' refusals in the audit log", async () => {
    await call('PUT', '/api/admin/second-factor-policy', {
      token: ownerToken,
      payload: { requiredRoles: ['hr'] },
    });
    await makePerson('hr', 'hema.hr@example.com');
    const hr = await signInWithPassword('hema.hr@example.com');
    expect((await call('GET', '/api/careers/applications', { token: hr.token })).statusCode).toBe(403);
    expect(await auditActions()).toEqual(expect.arrayContaining(['factor-setup-refused: ']));
    const rows = (await call('GET', '/api/admin/audit', { token: ownerToken })).json().data.entries as {
      action: string;
      target: string;
      accountName: string;
    }[];
    expect(rows.find((row) => row.action === 'factor-setup-refused')).toMatchObject({
      target: 'GET /api/careers/applications',
      accountName: 'hr person',
    });
  });

  it('removes a factor (and the recovery codes with the last one)', async () => {
    const { added } = await addPasskey(ownerToken);
    expect(added.statusCode).toBe(200);
    const factors = (await call('GET', '/api/auth/second-factors', { token: ownerToken })).json().data;
    const removed = await call('DELETE', `/api/auth/passkeys/${factors.passkeys[0].id}`, {
      token: ownerToken,
    });
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/second-factors', { token: ownerToken })).json().data).toMatchObject({
      passkeys: [],
      recoveryCodesLeft: 0,
    });
    expect(
      (await call('DELETE', `/api/auth/passkeys/${factors.passkeys[0].id}`, { token: ownerToken }))
        .statusCode,
    ).toBe(404);
    // Signing in is back to the password alone.
    expect((await signInWithPassword('olivia.owner@example.com')).token).toEqual(expect.any(String));
    expect(await auditActions()).toEqual(expect.arrayContaining(['second-factor-removed: passkey "Laptop"']));
  });

  it('locks out second-factor guessing as it does password guessing', async () => {
    await enrollTotp(ownerToken);
    const { ticket } = await signInWithPassword('olivia.owner@example.com', '198.51.100.7');
    const statuses: number[] = [];
    for (let guess = 0; guess < 6; guess += 1) {
      const response = await call('POST', '/api/auth/second-factor', {
        payload: { method: 'recovery-code', ticket, code: `aaaaa-aaaa${'234567'[guess]}` },
        remoteAddress: '198.51.100.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
