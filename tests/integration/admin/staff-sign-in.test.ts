import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeAccount, findFirstOwner, insertAccount } from '#server/db/staff-accounts-repository.js';
import { ensureFirstOwner } from '#server/services/admin/ensure-first-owner.js';
import { hashPassword, verifyPassword } from '#server/services/admin/password-hashing.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

const ownerPassword = 'the-owners-own-password';
const editorPassword = 'the-editors-own-password';

// Each sign-in runs the real scrypt hash (OWASP cost), about a second on a busy machine.
describe.each(databaseEngines)('staff sign-in on %s', { timeout: 90_000 }, (engine) => {
  let testApp: TestApp;

  beforeEach(async () => {
    testApp = await createTestApp(engine);
    await ensureFirstOwner(testApp.database.db, {
      password: ownerPassword,
      email: 'Owner@Sample-Infotech.in',
    });
    await insertAccount(testApp.database.db, {
      name: 'Esha Editor',
      email: 'esha@sample-infotech.in',
      role: 'editor',
      status: 'active',
      branchKeys: [],
      passwordHash: await hashPassword(editorPassword),
      now: testApp.app.now().toISOString(),
    });
  });
  afterEach(() => testApp.close());

  const login = (body: object, remoteAddress = '203.0.113.7') =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });

  it('signs each person in as themselves, whatever the case and spaces of their e-mail', async () => {
    const editor = await login({ email: '  ESHA@Sample-Infotech.IN ', password: editorPassword });
    expect(editor.statusCode).toBe(200);
    expect(editor.json().data.account).toMatchObject({ name: 'Esha Editor', role: 'editor' });
    const owner = await login({ email: 'owner@sample-infotech.in', password: ownerPassword });
    expect(owner.json().data.account).toMatchObject({
      name: 'Owner',
      role: 'owner',
      email: 'owner@sample-infotech.in',
    });
  });

  it("takes the seed client's password-only sign-in as the first owner's", async () => {
    const response = await login({ password: ownerPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.account.role).toBe('owner');
    expect((await login({ password: editorPassword })).json()).toEqual({
      success: false,
      message: 'Invalid password',
      code: 'unauthorized',
    });
  });

  it('answers an unknown e-mail exactly as a wrong password, and a disabled account the same', async () => {
    const unknown = await login({ email: 'nobody@sample-infotech.in', password: editorPassword });
    const wrong = await login({ email: 'esha@sample-infotech.in', password: 'not-her-password' });
    const editor = await findAccount('esha@sample-infotech.in');
    await changeAccount(testApp.database.db, editor, { status: 'disabled' }, testApp.app.now().toISOString());
    const disabled = await login({ email: 'esha@sample-infotech.in', password: editorPassword });
    for (const response of [unknown, wrong, disabled]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: 'Invalid e-mail or password',
        code: 'unauthorized',
      });
    }
  });

  it('locks an account after 10 failures from many addresses, for every address', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login(
        { email: 'esha@sample-infotech.in', password: `wrong-${attempt}` },
        `198.51.100.${attempt}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await login({ email: 'esha@sample-infotech.in', password: editorPassword }, '192.0.2.200');
    expect(locked.statusCode).toBe(429);
    // Another account is not affected.
    expect(
      (await login({ email: 'owner@sample-infotech.in', password: ownerPassword }, '192.0.2.200')).statusCode,
    ).toBe(200);
  });

  it("ends a disabled account's live session on its next request", async () => {
    const token = (await login({ email: 'esha@sample-infotech.in', password: editorPassword })).json().data
      .token;
    const headers = { authorization: `Bearer ${token}` };
    expect((await testApp.app.inject({ url: '/api/auth/verify', headers })).statusCode).toBe(200);
    const editor = await findAccount('esha@sample-infotech.in');
    await changeAccount(testApp.database.db, editor, { status: 'disabled' }, testApp.app.now().toISOString());
    expect((await testApp.app.inject({ url: '/api/auth/verify', headers })).statusCode).toBe(401);
    expect((await testApp.app.inject({ url: '/api/content', headers })).statusCode).toBe(401);
  });

  it('lists my sessions with device and address, and ends one of them; only the owner sees or ends others', async () => {
    const userAgent =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const signIn = async (email: string, password: string) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        headers: { 'user-agent': userAgent },
        remoteAddress: '203.0.113.9',
      });
      return { authorization: `Bearer ${response.json().data.token}` };
    };
    const first = await signIn('esha@sample-infotech.in', editorPassword);
    const second = await signIn('esha@sample-infotech.in', editorPassword);
    const owner = await signIn('owner@sample-infotech.in', ownerPassword);
    const listed = await testApp.app.inject({ url: '/api/auth/sessions', headers: first });
    const sessions = listed.json().data.sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions[1]).toMatchObject({ device: 'Chrome on Windows', address: '203.0.113.9', current: true });

    const editorId = await findAccount('esha@sample-infotech.in');
    expect(
      (await testApp.app.inject({ url: `/api/auth/sessions?accountId=${editorId - 1}`, headers: first }))
        .statusCode,
    ).toBe(403);
    const ownerSessions = (await testApp.app.inject({ url: '/api/auth/sessions', headers: owner })).json()
      .data.sessions;
    expect(
      (
        await testApp.app.inject({
          method: 'DELETE',
          url: `/api/auth/sessions/${ownerSessions[0].id}`,
          headers: first,
        })
      ).statusCode,
    ).toBe(404);

    const ended = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${sessions[0].id}`,
      headers: first,
    });
    expect(ended.statusCode).toBe(200);
    expect((await testApp.app.inject({ url: '/api/auth/verify', headers: second })).statusCode).toBe(401);
    expect((await testApp.app.inject({ url: '/api/auth/verify', headers: first })).statusCode).toBe(200);

    // The owner ends anyone's.
    const byOwner = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${sessions[1].id}`,
      headers: owner,
    });
    expect(byOwner.statusCode).toBe(200);
    expect((await testApp.app.inject({ url: '/api/auth/verify', headers: first })).statusCode).toBe(401);
  });

  async function findAccount(email: string): Promise<number> {
    const row = await testApp.database.db
      .selectFrom('staff_accounts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }
});

describe.each(databaseEngines)('owners on %s', { timeout: 60_000 }, (engine) => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp(engine);
  });
  afterEach(() => testApp.close());

  it('never leaves zero owners when two owners demote each other at the same instant', async () => {
    const db = testApp.database.db;
    const now = testApp.app.now().toISOString();
    for (let round = 0; round < 5; round++) {
      const owners = await Promise.all(
        ['a', 'b'].map((name) =>
          insertAccount(db, {
            name,
            email: `${name}${round}@sample-infotech.in`,
            role: 'owner',
            status: 'active',
            branchKeys: [],
            passwordHash: null,
            now,
          }),
        ),
      );
      // Only these two are owners in this round.
      await db
        .updateTable('staff_accounts')
        .set({ role: 'editor' })
        .where(
          'id',
          'not in',
          owners.map((owner) => owner.id),
        )
        .execute();
      const outcomes = await Promise.all(
        owners.map((owner) => changeAccount(db, owner.id, { role: 'editor' }, now)),
      );
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['changed', 'last-owner']);
      const left = await db.selectFrom('staff_accounts').select('id').where('role', '=', 'owner').execute();
      expect(left).toHaveLength(1);
    }
  });

  it("upgrades a single-password installation in place: its password becomes the first owner's", async () => {
    const db = testApp.database.db;
    const legacyHash = await hashPassword('the-shared-old-password');
    await db
      .insertInto('admin_credentials')
      .values({ id: 1, password_hash: legacyHash, updated_at: new Date().toISOString() })
      .execute();
    expect(await ensureFirstOwner(db, { password: undefined, email: undefined })).toEqual({
      kind: 'upgraded',
    });
    const owner = await findFirstOwner(db);
    expect(owner).toMatchObject({ email: 'owner@example.com', role: 'owner', status: 'active' });
    expect(await verifyPassword('the-shared-old-password', owner?.password_hash ?? '')).toBe(true);
    expect(await db.selectFrom('admin_credentials').selectAll().execute()).toEqual([]);
    // A second start changes nothing.
    expect(await ensureFirstOwner(db, { password: undefined, email: undefined })).toEqual({
      kind: 'unchanged',
    });
  });

  it('makes the first owner with a generated password when ADMIN_PASSWORD is not set', async () => {
    const outcome = await ensureFirstOwner(testApp.database.db, {
      password: undefined,
      email: 'boss@sample-infotech.in',
    });
    expect(outcome.kind).toBe('generated');
    const owner = await findFirstOwner(testApp.database.db);
    expect(owner?.email).toBe('boss@sample-infotech.in');
    if (outcome.kind === 'generated')
      expect(await verifyPassword(outcome.password, owner?.password_hash ?? '')).toBe(true);
  });
});
