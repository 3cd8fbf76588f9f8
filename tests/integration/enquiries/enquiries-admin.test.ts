import { afterEach, describe, expect, it } from 'vitest';
import type { AuditAction } from '#shared/audit.js';
import { adminHeaders, branchHeaders } from '#tests/support/admin-session.js';
import { createManualTimers } from '#tests/support/manual-timers.js';
import { type SmtpTestServer, startSmtpTestServer } from '#tests/support/smtp-test-server.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { enquiryPayload, postEnquiry } from './enquiry-requests.js';

/** A message's text with quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string | undefined) =>
  (raw ?? '')
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** An IST wall-clock time as a Date. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe.each(databaseEngines)('the admin enquiries API on %s', (engine) => {
  let testApp: TestApp;
  let smtp: SmtpTestServer | undefined;
  afterEach(async () => {
    await testApp.close();
    await smtp?.close();
    smtp = undefined;
  });

  const admin = async (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: await adminHeaders(testApp.app),
      ...(payload ? { payload } : {}),
    });
  let clock = ist('2026-11-23T11:00:00');
  const at = (local: string) => {
    clock = ist(local);
  };
  const start = async (
    environment: Record<string, string> = {},
    jobTimers?: ReturnType<typeof createManualTimers>,
  ) => {
    testApp = await createTestApp(engine, environment, jobTimers ? { jobTimers } : {});
    testApp.app.now = () => clock;
  };
  const send = async (fields: Record<string, unknown>, address = '49.37.40.1') => {
    const response = await postEnquiry(testApp.app, enquiryPayload(fields), address);
    expect(response.statusCode).toBe(201);
    return response.json().data.reference as string;
  };
  const auditRows = (action: AuditAction) =>
    testApp.database.db
      .selectFrom('audit_log')
      .select(['account_name', 'target', 'summary'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();
  const idOf = async (reference: string) =>
    (
      await testApp.database.db
        .selectFrom('enquiries')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
    ).id;

  it('lists with filters and paging, newest first', async () => {
    await start();
    at('2026-11-23T11:00:00');
    const patna = await send({ place: '823001', phone: '9000000001', sourcePage: '/brands/hp' });
    at('2026-11-24T11:00:00');
    const siliguri = await send({
      place: 'Siliguri',
      phone: '9000000002',
      sourcePage: '/contact',
      brand: 'Dell',
    });
    at('2026-11-25T11:00:00');
    const dealer = await send({
      place: 'Patna',
      phone: '9000000003',
      customerType: 'dealer',
      topic: 'distribution',
    });

    const all = (await admin('GET', '/api/admin/enquiries')).json().data;
    expect(all.total).toBe(3);
    expect(all.enquiries.map((enquiry: { reference: string }) => enquiry.reference)).toEqual([
      dealer,
      siliguri,
      patna,
    ]);
    const page = (await admin('GET', '/api/admin/enquiries?limit=1&offset=1')).json().data;
    expect({
      total: page.total,
      references: page.enquiries.map((e: { reference: string }) => e.reference),
    }).toEqual({
      total: 3,
      references: [siliguri],
    });
    const filter = async (query: string) =>
      (await admin('GET', `/api/admin/enquiries?${query}`))
        .json()
        .data.enquiries.map((e: { reference: string }) => e.reference);
    expect(await filter('officeId=patna')).toEqual([patna]);
    expect(await filter('topic=distribution')).toEqual([dealer]);
    expect(await filter('sourcePage=%2Fcontact')).toEqual([siliguri]);
    expect(await filter('from=2026-11-24&to=2026-11-24')).toEqual([siliguri]);
    expect(await filter('status=new')).toEqual([dealer, siliguri, patna]);
    expect((await admin('GET', '/api/admin/enquiries?status=maybe')).statusCode).toBe(400);
  });

  it('moves an enquiry through its statuses with notes and a reassignment, each recorded; first response once', async () => {
    await start();
    at('2026-11-23T11:00:00');
    const id = await idOf(await send({}));
    at('2026-11-23T11:45:00');
    const contacted = await admin('PATCH', `/api/admin/enquiries/${id}`, {
      status: 'contacted',
      note: 'Called; wants a quote',
    });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json().data.enquiry).toMatchObject({
      status: 'contacted',
      firstResponseAt: ist('2026-11-23T11:45:00').toISOString(),
    });
    at('2026-11-23T12:00:00');
    const refused = await admin('PATCH', `/api/admin/enquiries/${id}`, {
      reassign: { officeId: 'nowhere', reason: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    const moved = await admin('PATCH', `/api/admin/enquiries/${id}`, {
      reassign: { officeId: 'ranchi', reason: 'Customer is moving to Ranchi' },
      status: 'quoted',
    });
    expect(moved.json().data.enquiry).toMatchObject({
      officeId: 'ranchi',
      officeName: 'Ranchi Branch',
      status: 'quoted',
      firstResponseAt: ist('2026-11-23T11:45:00').toISOString(),
    });
    // Each change names who made it (issue 46, M2).
    const by = 'Owner Tester';
    expect(moved.json().data.events).toEqual([
      { kind: 'status', at: expect.any(String), fromValue: 'new', toValue: 'contacted', text: null, by },
      {
        kind: 'note',
        at: expect.any(String),
        fromValue: null,
        toValue: null,
        text: 'Called; wants a quote',
        by,
      },
      {
        kind: 'reassign',
        at: expect.any(String),
        fromValue: 'Patna Branch',
        toValue: 'Ranchi Branch',
        text: 'Customer is moving to Ranchi',
        by,
      },
      { kind: 'status', at: expect.any(String), fromValue: 'contacted', toValue: 'quoted', text: null, by },
    ]);
    // And the audit log has each change, with the person, on the enquiry's reference.
    const reference = moved.json().data.enquiry.reference;
    expect(await auditRows('enquiry-update')).toEqual([
      { account_name: by, target: `enquiry ${reference}`, summary: 'status to Contacted; a note' },
      {
        account_name: by,
        target: `enquiry ${reference}`,
        summary: 'reassigned to Ranchi Branch (Customer is moving to Ranchi); status to Quoted',
      },
    ]);
    expect((await admin('PATCH', `/api/admin/enquiries/${id}`, {})).statusCode).toBe(400);
    expect((await admin('GET', '/api/admin/enquiries/999999')).statusCode).toBe(404);
    expect((await admin('PATCH', '/api/admin/enquiries/999999', { status: 'won' })).statusCode).toBe(404);
  });

  it('summarizes first response in business hours per office, won rate, sources, brands and overdue', async () => {
    await start();
    // Each office's own hours count (the samples: Monday–Friday 10:00–13:30 and 14:30–18:30,
    // Saturday 10:00–14:00). Patna: sent Saturday 18:30, after it closed, answered Monday 10:30
    // (30 business minutes); Siliguri: sent Monday 10:00, answered 10:30 (30 minutes).
    at('2026-11-28T18:30:00');
    const patna = await idOf(await send({ phone: '9000000011' }));
    at('2026-11-30T10:00:00');
    const siliguri = await idOf(
      await send({ place: 'Siliguri', phone: '9000000012', brand: 'Dell', sourcePage: '/contact' }),
    );
    at('2026-11-30T10:30:00');
    await admin('PATCH', `/api/admin/enquiries/${patna}`, { status: 'won' });
    await admin('PATCH', `/api/admin/enquiries/${siliguri}`, { note: 'Left a message' });
    const before = (await admin('GET', '/api/admin/enquiries/summary')).json().data;
    expect(before.firstResponse).toEqual({ medianMinutes: 30, p90Minutes: 30, answered: 2 });
    const officeWeek =
      'Monday–Friday 10:00 am – 1:30 pm, 2:30 pm – 6:30 pm; Saturday 10:00 am – 2:00 pm; Sunday Closed';
    expect(before.offices).toEqual(
      expect.arrayContaining([
        {
          officeId: 'patna',
          officeName: 'Patna Branch',
          total: 1,
          hoursCounted: officeWeek,
          medianMinutes: 30,
          p90Minutes: 30,
          answered: 1,
        },
        {
          officeId: 'siliguri',
          officeName: 'Siliguri Branch',
          total: 1,
          hoursCounted: officeWeek,
          medianMinutes: 30,
          p90Minutes: 30,
          answered: 1,
        },
      ]),
    );
    expect(before.wonRate).toBe(1);
    expect(before.sourcePages).toEqual([
      { name: '/brands/hp', count: 1 },
      { name: '/contact', count: 1 },
    ]);
    expect(before.brands).toEqual([
      { name: 'Dell', count: 1 },
      { name: 'HP', count: 1 },
    ]);
    // A new one, unanswered for 4 business hours, is overdue and highlighted: from 11:00, the
    // office's lunch break (13:30–14:30) does not count, so not at 15:00 but at 16:00.
    at('2026-11-30T11:00:00');
    const late = await idOf(await send({ phone: '9000000013' }));
    at('2026-11-30T15:59:00');
    expect((await admin('GET', '/api/admin/enquiries/summary')).json().data.overdue).toBe(0);
    at('2026-11-30T16:00:00');
    expect((await admin('GET', '/api/admin/enquiries/summary')).json().data.overdue).toBe(1);
    expect((await admin('GET', `/api/admin/enquiries/${late}`)).json().data.enquiry.overdue).toBe(true);
  });

  it('exports CSV with the formula guard', async () => {
    await start();
    await send({ name: '=HYPERLINK("http://evil.example","x")', message: '+1+1' });
    const response = await admin('GET', '/api/admin/enquiries/export?officeId=patna');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"reference","createdAt","status"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[1]).toContain(`"'+1+1"`);
    expect(lines).toHaveLength(2);
    expect(await auditRows('csv-export')).toEqual([
      { account_name: 'Owner Tester', target: 'enquiries.csv', summary: '{"officeId":"patna"}' },
    ]);
  });

  it('erases every enquiry of a mobile number on request, and keeps the others', async () => {
    await start();
    await send({ phone: '9000000021' });
    await send({ phone: '9000000021', product: 'Printers' });
    await send({ phone: '9000000022' });
    const erased = await admin('POST', '/api/admin/enquiries/erasure', { phone: '+91 90000 00021' });
    expect(erased.json().data).toEqual({ erased: 2 });
    const left = await testApp.database.db.selectFrom('enquiries').select('phone').execute();
    expect(left).toEqual([{ phone: '9000000022' }]);
    // Who erased, and how many: the number itself does not stay behind in the audit log.
    expect(await auditRows('enquiry-erasure')).toEqual([
      { account_name: 'Owner Tester', target: 'phone ending 0021', summary: '2 erased' },
    ]);
  });

  it("answers a branch account's reassignment out of its offices with 200 and the enquiry as it now is", async () => {
    await start();
    const id = await idOf(await send({}));
    const patnaManager = await branchHeaders(testApp.app, ['patna']);
    const moved = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/admin/enquiries/${id}`,
      headers: patnaManager,
      payload: { reassign: { officeId: 'ranchi', reason: 'Customer is in Ranchi' } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.enquiry).toMatchObject({ officeId: 'ranchi', officeName: 'Ranchi Branch' });
    // It has left the branch's list, and the branch may no longer read it.
    const again = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/enquiries/${id}`,
      headers: patnaManager,
    });
    expect(again.statusCode).toBe(404);
  });

  it('names every office to reassign to, and only its own as those a branch account sees', async () => {
    await start();
    const offices = async (headers: Record<string, string>) =>
      (await testApp.app.inject({ method: 'GET', url: '/api/admin/enquiries/offices', headers })).json().data;
    const patna = await offices(await branchHeaders(testApp.app, ['patna', 'ranchi']));
    expect(patna.seenOfficeIds).toEqual(['patna', 'ranchi']);
    expect(patna.offices.length).toBeGreaterThan(2);
    const owner = await offices(await adminHeaders(testApp.app));
    expect(owner.seenOfficeIds).toEqual(owner.offices.map((office: { id: string }) => office.id));
  });

  it('purges enquiries older than ENQUIRY_RETENTION_DAYS with the retention job', async () => {
    const timers = createManualTimers();
    await start({ ENQUIRY_RETENTION_DAYS: '30' }, timers);
    clock = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await send({ phone: '9000000031' });
    clock = new Date(Date.now() - 29 * 24 * 60 * 60 * 1000);
    const kept = await send({ phone: '9000000032' });
    clock = new Date();
    await testApp.app.ready();
    await timers.advance(60_000);
    const left = await testApp.database.db.selectFrom('enquiries').select('reference').execute();
    expect(left).toEqual([{ reference: kept }]);
  });

  it('mails the office and the visitor fixed text, no visitor text in the subject; one reminder when overdue', async () => {
    smtp = await startSmtpTestServer();
    const timers = createManualTimers();
    await start({ SMTP_URL: smtp.url, MAIL_FROM: 'website@example.com' }, timers);
    at('2026-11-30T10:00:00');
    const reference = await send({ name: 'Asha <script>x</script>', message: 'Call me http://evil.example' });
    await testApp.app.enquiryMailer?.idle();
    const mails = await smtp.waitForMessages(2);
    const office = mails.find((mail) => mail.to.includes('patna@example.com'));
    const visitor = mails.find((mail) => mail.to.includes('asha@example.com'));
    expect(office?.raw).toContain(`Subject: New web enquiry ${reference}`);
    expect(decoded(office?.raw)).toContain(`http://localhost:3000/superadmin?tab=enquiries&enquiry=`);
    expect(decoded(office?.raw)).toContain('Sent from a page in: English');
    expect(decoded(visitor?.raw)).toContain(`Your reference is ${reference}`);
    for (const mail of mails) {
      expect(decoded(mail.raw)).not.toContain('evil.example');
      expect(decoded(mail.raw)).not.toContain('<script>');
    }
    // Four business hours later (the office's lunch hour not counted) the reminder job sends one
    // reminder to the office and the owner.
    at('2026-11-30T15:00:00');
    await testApp.app.ready();
    await timers.advance(60_000);
    await timers.advance(15 * 60_000);
    const all = await smtp.waitForMessages(4);
    const reminders = all.filter((mail) => mail.raw.includes(`Subject: Enquiry ${reference} is still new`));
    expect(reminders.flatMap((mail) => mail.to).sort()).toEqual(['info@example.com', 'patna@example.com']);
    await timers.advance(15 * 60_000);
    await testApp.app.enquiryMailer?.idle();
    expect(smtp.messages.filter((mail) => mail.raw.includes('is still new'))).toHaveLength(2);
  });
});
