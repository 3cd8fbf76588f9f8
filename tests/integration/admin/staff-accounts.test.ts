import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleOwnerEmail } from '#content/site-text.js';
import { ensureFirstOwner } from '#server/services/admin/ensure-first-owner.js';
import { recordAudit } from '#server/services/audit/audit-log.js';
import { purgeExpiredRecords } from '#server/services/data-care/retention.js';
import { postApplication } from '#tests/support/job-application.js';
import { type SmtpTestServer, startSmtpTestServer } from '#tests/support/smtp-test-server.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

const ownerPassword = 'the-owners-own-password';
const hour = 60 * 60 * 1000;

// Each sign-in and password choice runs the real scrypt hash (OWASP cost).
describe.each(databaseEngines)('staff accounts on %s', { timeout: 120_000 }, (engine) => {
  let testApp: TestApp;
  let smtp: SmtpTestServer;
  let now: Date;
  let owner: { authorization: string };

  beforeEach(async () => {
    smtp = await startSmtpTestServer();
    testApp = await createTestApp(engine, { SMTP_URL: smtp.url, RATE_LIMIT_ALLOWLIST: '127.0.0.1' });
    now = new Date('2026-03-02T09:00:00.000Z');
    testApp.app.now = () => now;
    await ensureFirstOwner(
      testApp.database.db,
      { password: ownerPassword, email: 'owner@sample-infotech.in' },
      now,
    );
    owner = await signIn('owner@sample-infotech.in', ownerPassword);
  });
  afterEach(async () => {
    await testApp.close();
    await smtp.close();
  });

  async function signIn(email: string, password: string) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    return { authorization: `Bearer ${response.json().data.token}` };
  }
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const tokenOf = (invitationUrl: string) => invitationUrl.split('#invitation=')[1] ?? '';
  const setPassword = (token: string, password: string) =>
    testApp.app.inject({ method: 'POST', url: `/api/auth/invitations/${token}`, payload: { password } });

  async function invite(name: string, email: string, role: string, branchKeys: string[] = []) {
    const response = await call('POST', '/api/admin/users', owner, { name, email, role, branchKeys });
    expect(response.statusCode).toBe(201);
    return response.json().data as {
      account: { id: number };
      invitationUrl: string;
      expiresAt: string;
      emailed: boolean;
    };
  }

  it('invites a person with a single-use link for 72 hours, e-mailed and shown once, stored only as a hash', async () => {
    const invited = await invite('Hari HR', ' Hari@Sample-Infotech.in ', 'hr');
    expect(invited.invitationUrl).toMatch(
      /^http:\/\/localhost:3000\/superadmin#invitation=[A-Za-z0-9_-]{43}$/,
    );
    expect(invited.expiresAt).toBe(new Date(now.getTime() + 72 * hour).toISOString());
    expect(invited.emailed).toBe(true);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.to).toEqual(['hari@sample-infotech.in']);
    // Quoted-printable may wrap the long link.
    expect(mail?.raw.replaceAll('=\r\n', '')).toContain(tokenOf(invited.invitationUrl));
    const stored = await testApp.database.db.selectFrom('staff_invitations').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(tokenOf(invited.invitationUrl));

    const listed = (await call('GET', '/api/admin/users', owner)).json().data.accounts;
    expect(listed).toContainEqual(
      expect.objectContaining({
        name: 'Hari HR',
        email: 'hari@sample-infotech.in',
        role: 'hr',
        status: 'invited',
      }),
    );
    // The same e-mail again, in another case: the same account.
    expect(
      (
        await call('POST', '/api/admin/users', owner, {
          name: 'Again',
          email: 'HARI@sample-infotech.in',
          role: 'editor',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('lets the invitee choose a good password once, and refuses the link used, expired or guessed the same way', async () => {
    const { invitationUrl } = await invite('Esha Editor', 'esha@sample-infotech.in', 'editor');
    const token = tokenOf(invitationUrl);
    expect((await setPassword(token, 'short')).statusCode).toBe(400);
    const common = await setPassword(token, '1QAZ2WSX3EDC');
    expect(common.json().fields.password).toMatch(/^This is (similar to )?a commonly used password\./);
    // Twelve characters or more, yet guessed in moments (issue 46, L3): refused with the estimator's advice.
    for (const weak of ['aaaaaaaaaaaa', '123456789012', 'password1234', 'qwertyuiop12', 'Welcome@2026']) {
      const refused = await setPassword(token, weak);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.password).toMatch(/\. Add more words that are less common\./);
    }
    const withEmail = await setPassword(token, 'esha@sample-infotech.in!');
    expect(withEmail.json().fields.password).toBe('The password must not contain your e-mail address');

    expect((await setPassword(token, 'copper kettle rain 42')).statusCode).toBe(200);
    await signIn('esha@sample-infotech.in', 'copper kettle rain 42');

    const expired = tokenOf((await invite('Late Comer', 'late@sample-infotech.in', 'branch')).invitationUrl);
    now = new Date(now.getTime() + 72 * hour + 1000);
    const refusals = [
      await setPassword(token, 'another good password 7'),
      await setPassword(expired, 'another good password 7'),
      await setPassword('x'.repeat(43), 'another good password 7'),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(404);
      expect(refusal.json()).toEqual({
        success: false,
        message: 'This invitation link is not valid. Ask the owner for a new one.',
        code: 'not_found',
      });
    }
  });

  it('changes only the offices of a branch account as its own audited action, in words', async () => {
    const { account } = await invite('Patna Branch manager', 'patna@sample-infotech.in', 'branch', ['patna']);
    const changed = await call('PATCH', `/api/admin/users/${account.id}`, owner, {
      branchKeys: ['patna', 'ranchi'],
    });
    expect(changed.json().data).toMatchObject({ role: 'branch', branchKeys: ['patna', 'ranchi'] });
    const audit = (await call('GET', '/api/admin/audit', owner)).json().data.entries;
    expect(audit[0]).toMatchObject({
      action: 'offices-change',
      target: 'patna@sample-infotech.in',
      summary: 'Patna Branch manager now covers Patna Branch and Ranchi Branch',
    });
    expect(audit.some((entry: { action: string }) => entry.action === 'role-change')).toBe(false);
  });

  it('changes a role, disables (ending sessions at once), resets a password with a new link, and deletes', async () => {
    const { account, invitationUrl } = await invite('Esha Editor', 'esha@sample-infotech.in', 'editor');
    await setPassword(tokenOf(invitationUrl), 'copper kettle rain 42');
    const editor = await signIn('esha@sample-infotech.in', 'copper kettle rain 42');
    expect((await call('GET', '/api/careers/applications', editor)).statusCode).toBe(403);

    const promoted = await call('PATCH', `/api/admin/users/${account.id}`, owner, { role: 'hr' });
    expect(promoted.json().data).toMatchObject({ role: 'hr' });
    expect((await call('GET', '/api/careers/applications', editor)).statusCode).toBe(200);

    await call('PATCH', `/api/admin/users/${account.id}`, owner, { status: 'disabled' });
    expect((await call('GET', '/api/auth/verify', editor)).statusCode).toBe(401);
    await call('PATCH', `/api/admin/users/${account.id}`, owner, { status: 'active' });
    // Enabled again, the old session stays ended.
    expect((await call('GET', '/api/auth/verify', editor)).statusCode).toBe(401);

    const again = await signIn('esha@sample-infotech.in', 'copper kettle rain 42');
    const reset = await call('POST', `/api/admin/users/${account.id}/password-reset`, owner);
    expect(reset.statusCode).toBe(200);
    expect(
      (await setPassword(tokenOf(reset.json().data.invitationUrl), 'a brand new phrase 99')).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/auth/verify', again)).statusCode).toBe(401);
    await signIn('esha@sample-infotech.in', 'a brand new phrase 99');

    expect((await call('DELETE', `/api/admin/users/${account.id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/users', owner)).json().data.accounts).toHaveLength(1);
  });

  it("shows the invitee who the link invites, lists each account's last sign-in, and ends a person's sessions", async () => {
    const { account, invitationUrl } = await invite('Esha Editor', 'esha@sample-infotech.in', 'editor');
    const token = tokenOf(invitationUrl);
    const details = await testApp.app.inject({ method: 'GET', url: `/api/auth/invitations/${token}` });
    expect(details.statusCode).toBe(200);
    expect(details.json().data).toEqual({
      name: 'Esha Editor',
      email: 'esha@sample-infotech.in',
      role: 'editor',
      companyName: 'Sample Infotech Group',
    });
    const listedBefore = (await call('GET', '/api/admin/users', owner)).json().data.accounts;
    expect(listedBefore.find((row: { id: number }) => row.id === account.id).lastSignInAt).toBeNull();

    await setPassword(token, 'copper kettle rain 42');
    // A used link (and a guessed one) reads as the same refusal as setting a password with it.
    for (const link of [token, 'x'.repeat(43)]) {
      const refused = await testApp.app.inject({ method: 'GET', url: `/api/auth/invitations/${link}` });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('This invitation link is not valid. Ask the owner for a new one.');
    }

    now = new Date(now.getTime() + hour);
    const laptop = await signIn('esha@sample-infotech.in', 'copper kettle rain 42');
    const phone = await signIn('esha@sample-infotech.in', 'copper kettle rain 42');
    const listed = (await call('GET', '/api/admin/users', owner)).json().data.accounts;
    expect(listed.find((row: { id: number }) => row.id === account.id).lastSignInAt).toBe(now.toISOString());

    const editorTries = await call('DELETE', `/api/admin/users/${account.id}/sessions`, laptop);
    expect(editorTries.statusCode).toBe(403);
    const ended = await call('DELETE', `/api/admin/users/${account.id}/sessions`, owner);
    expect(ended.json().data).toEqual({ ended: 2 });
    for (const session of [laptop, phone]) {
      expect((await call('GET', '/api/auth/verify', session)).statusCode).toBe(401);
    }
    // The account itself stays active: the person signs in again.
    await signIn('esha@sample-infotech.in', 'copper kettle rain 42');
    expect((await call('DELETE', '/api/admin/users/9999/sessions', owner)).statusCode).toBe(404);
    const audit = (await call('GET', '/api/admin/audit?action=session-ended', owner)).json().data.entries;
    expect(audit[0]).toMatchObject({ target: 'esha@sample-infotech.in', summary: '2 open sessions ended' });
  });

  it('flags the sample owner e-mail in the launch checklist while the first owner still signs in with it', async () => {
    const checklist = async () =>
      (await call('GET', '/api/content/checklist', owner)).json().data.items as { reason: string }[];
    const ownerEmailItem = { collection: 'accounts', path: 'owner.email', reason: 'sample-owner-email' };
    expect(await checklist()).not.toContainEqual(expect.objectContaining(ownerEmailItem));

    // A start without ADMIN_EMAIL's real address: the first owner is back on the sample.
    await ensureFirstOwner(testApp.database.db, { password: ownerPassword, email: sampleOwnerEmail }, now);
    expect(await checklist()).toContainEqual(
      expect.objectContaining({ ...ownerEmailItem, value: sampleOwnerEmail }),
    );
    // Only the owner can set ADMIN_EMAIL and restart the server: an editor is not told to.
    const { invitationUrl } = await invite('Esha Editor', 'esha@sample-infotech.in', 'editor');
    expect((await setPassword(tokenOf(invitationUrl), 'a long editor passphrase 42')).statusCode).toBe(200);
    const editor = await signIn('esha@sample-infotech.in', 'a long editor passphrase 42');
    const editorChecklist = await call('GET', '/api/content/checklist', editor);
    expect(editorChecklist.statusCode).toBe(200);
    expect(editorChecklist.json().data.items).not.toContainEqual(expect.objectContaining(ownerEmailItem));

    await ensureFirstOwner(
      testApp.database.db,
      { password: ownerPassword, email: 'owner@sample-infotech.in' },
      now,
    );
    expect(await checklist()).not.toContainEqual(expect.objectContaining(ownerEmailItem));
  });

  it('never lets the last active owner be demoted, disabled or deleted', async () => {
    const ownerId = (await call('GET', '/api/auth/verify', owner)).json().data.account.id;
    for (const change of [{ role: 'editor' }, { status: 'disabled' }]) {
      const refused = await call('PATCH', `/api/admin/users/${ownerId}`, owner, change);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('The last active owner cannot be disabled, demoted or deleted.');
    }
    expect((await call('DELETE', `/api/admin/users/${ownerId}`, owner)).statusCode).toBe(409);
    // With a second owner, the first may step down.
    const second = await invite('Second Owner', 'second@sample-infotech.in', 'owner');
    await setPassword(tokenOf(second.invitationUrl), 'copper kettle rain 42');
    expect((await call('PATCH', `/api/admin/users/${ownerId}`, owner, { role: 'editor' })).statusCode).toBe(
      200,
    );
  });

  it('records who did what in the audit log, names people in the histories, and exports it as guarded CSV', async () => {
    const hr = await invite('=HYPERLINK("x") Hari', 'hari@sample-infotech.in', 'hr');
    await setPassword(tokenOf(hr.invitationUrl), 'copper kettle rain 42');
    const hrHeaders = await signIn('hari@sample-infotech.in', 'copper kettle rain 42');
    const editorInvite = await invite('Esha Editor', 'esha@sample-infotech.in', 'editor');
    await setPassword(tokenOf(editorInvite.invitationUrl), 'copper kettle rain 43');
    const editor = await signIn('esha@sample-infotech.in', 'copper kettle rain 43');

    expect((await postApplication(testApp.app)).statusCode).toBe(201);
    const applicationId = (await call('GET', '/api/careers/applications', hrHeaders)).json().data
      .applications[0].id;
    expect(
      (
        await call('PATCH', `/api/careers/applications/${applicationId}/status`, hrHeaders, {
          status: 'reviewing',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/api/careers/applications/${applicationId}/resume`, hrHeaders)).statusCode,
    ).toBe(200);
    const history = (
      await call('GET', `/api/careers/applications/${applicationId}/history`, hrHeaders)
    ).json().data.history;
    expect(history.map((change: { changed_by: string | null }) => change.changed_by)).toEqual([
      null,
      '=HYPERLINK("x") Hari',
    ]);

    const branches = (await call('GET', '/api/content/branches', editor)).json().data;
    const saved = await call('PUT', '/api/content/branches', editor, {
      document: branches.document,
      baseRevision: branches.revision,
    });
    expect(saved.statusCode).toBe(200);
    const revisions = (await call('GET', '/api/content/branches/revisions', editor)).json().data.revisions;
    expect(revisions[0].author).toBe('Esha Editor');
    expect((await call('GET', '/api/careers/applications', editor)).statusCode).toBe(403);

    const audit = (await call('GET', '/api/admin/audit', owner)).json().data;
    const actions = audit.entries.map(
      (entry: { action: string; accountName: string }) => `${entry.accountName}: ${entry.action}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'Owner: sign-in',
        'Owner: invitation',
        '=HYPERLINK("x") Hari: invitation-accepted',
        '=HYPERLINK("x") Hari: application-status',
        '=HYPERLINK("x") Hari: resume-download',
        'Esha Editor: content-publish',
        'Esha Editor: forbidden',
      ]),
    );
    const forbidden = audit.entries.find((entry: { action: string }) => entry.action === 'forbidden');
    expect(forbidden).toMatchObject({
      role: 'editor',
      target: 'GET /api/careers/applications',
      address: '127.0.0.1',
    });

    const byHr = (
      await call('GET', `/api/admin/audit?accountId=${hr.account.id}&action=application-status`, owner)
    ).json().data;
    expect(byHr.entries).toHaveLength(1);
    expect(byHr.entries[0].summary).toBe('pending → reviewing');
    const today = now.toISOString().slice(0, 10);
    expect((await call('GET', `/api/admin/audit?from=${today}&to=${today}`, owner)).json().data.total).toBe(
      audit.total,
    );
    expect((await call('GET', '/api/admin/audit?to=2026-03-01', owner)).json().data.total).toBe(0);

    const csv = await call('GET', `/api/admin/audit/export?accountId=${hr.account.id}`, owner);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"") Hari","hr"`);
    expect(csv.body).not.toContain(`,"=HYPERLINK`);
    // HR does not read the audit log.
    expect((await call('GET', '/api/admin/audit', hrHeaders)).statusCode).toBe(403);
  });

  it('keeps audit rows 2 years, and the scheduled purge removes older ones', async () => {
    const at = (iso: string) =>
      recordAudit(testApp.database.db, {
        at: new Date(iso),
        actor: { id: null, name: 'someone', role: '' },
        address: '192.0.2.1',
        action: 'sign-in-failed',
        target: iso,
      });
    await at('2024-03-01T09:00:00.000Z');
    await at('2024-03-03T09:00:00.000Z');
    const result = await purgeExpiredRecords(testApp.database.db, { now, retentionDays: 395 });
    expect(result.auditPurged).toBe(1);
    const left = (await call('GET', '/api/admin/audit?action=sign-in-failed', owner)).json().data.entries;
    expect(left.map((entry: { target: string }) => entry.target)).toEqual(['2024-03-03T09:00:00.000Z']);
  });
});
