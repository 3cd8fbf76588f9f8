import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { branchPhone, legalName } from '#content/index.js';
import { sampleContent } from '#content/samples/index.js';
import * as pageLanguages from '#server/db/migrations/038-page-languages.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { applicationFormData, postApplication } from '#tests/support/job-application.js';
import { readMail } from '#tests/support/received-mail.js';
import { type SmtpTestServer, startSmtpTestServer } from '#tests/support/smtp-test-server.js';
import { sourcePageRenderer } from '#tests/support/source-page-renderer.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { writeWebBuild } from '#tests/support/web-build.js';
import { enquiryPayload, postEnquiry } from './enquiry-requests.js';

/**
 * Issue 47: an enquiry or application keeps the language of the page it was sent from, so the
 * office answering it knows to call back in Bengali or Hindi.
 */
describe.each(databaseEngines)('the language of enquiries and applications on %s', (engine) => {
  let testApp: TestApp;
  let smtp: SmtpTestServer | undefined;
  afterEach(async () => {
    await testApp.close();
    await smtp?.close();
    smtp = undefined;
  });

  const admin = async (url: string) =>
    testApp.app.inject({ method: 'GET', url, headers: await adminHeaders(testApp.app) });

  it('stores a Bengali page’s enquiry as bn and gives staff bn in the list, the detail and the CSV', async () => {
    testApp = await createTestApp(engine);
    const sent = await postEnquiry(
      testApp.app,
      enquiryPayload({ sourcePage: '/bn/contact', language: 'bn' }),
    );
    expect(sent.statusCode).toBe(201);

    const [listed] = (await admin('/api/admin/enquiries')).json().data.enquiries;
    expect(listed).toMatchObject({ sourcePage: '/bn/contact', language: 'bn' });
    const detail = (await admin(`/api/admin/enquiries/${listed.id}`)).json().data;
    expect(detail.enquiry.language).toBe('bn');

    const [header, row] = (await admin('/api/admin/enquiries/export')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = header?.split(',') ?? [];
    expect(row?.split(',')[columns.indexOf('"language"')]).toBe('"bn"');
  });

  it('lets staff filter enquiries and applications by the language they were sent in', async () => {
    testApp = await createTestApp(engine);
    const sentIn = async (language: string, index: number) => {
      const enquiry = await postEnquiry(
        testApp.app,
        enquiryPayload({ language, phone: `900000000${index}` }),
        `49.37.40.${index}`,
      );
      expect(enquiry.statusCode).toBe(201);
      const application = await postApplication(
        testApp.app,
        applicationFormData({ language, email: `applicant${index}@example.com` }),
      );
      expect(application.statusCode).toBe(201);
      return { enquiry: enquiry.json().data.reference, application: application.json().data.reference };
    };
    const english = await sentIn('en', 1);
    const bengali = await sentIn('bn', 2);
    const bengaliToo = await sentIn('bn', 3);

    const bengaliEnquiries = (await admin('/api/admin/enquiries?language=bn')).json().data;
    expect(bengaliEnquiries.total).toBe(2);
    expect(
      bengaliEnquiries.enquiries.map((enquiry: { reference: string }) => enquiry.reference).sort(),
    ).toEqual([bengali.enquiry, bengaliToo.enquiry].sort());
    const englishEnquiries = (await admin('/api/admin/enquiries?language=en')).json().data;
    expect(englishEnquiries.enquiries.map((enquiry: { reference: string }) => enquiry.reference)).toEqual([
      english.enquiry,
    ]);
    expect((await admin('/api/admin/enquiries?language=hi')).json().data.total).toBe(0);
    const exported = (await admin('/api/admin/enquiries/export?language=en')).body.trim().split('\r\n');
    expect(exported).toHaveLength(2);
    expect(exported[1]).toContain(english.enquiry);

    const bengaliApplications = (await admin('/api/careers/applications?language=bn')).json().data;
    expect(bengaliApplications.total).toBe(2);
    expect(
      bengaliApplications.applications
        .map((application: { reference: string }) => application.reference)
        .sort(),
    ).toEqual([bengali.application, bengaliToo.application].sort());
    const englishApplications = (await admin('/api/careers/applications?language=en')).json().data;
    expect(
      englishApplications.applications.map((application: { reference: string }) => application.reference),
    ).toEqual([english.application]);
  });

  it('routes an enquiry whose town or PIN is written in Bengali or Devanagari like the English one', async () => {
    testApp = await createTestApp(engine);
    const officeOf = async (place: string, index: number) => {
      const sent = await postEnquiry(
        testApp.app,
        enquiryPayload({ place, language: 'bn', phone: `900000001${index}` }),
        `49.37.41.${index}`,
      );
      expect(sent.statusCode, sent.body).toBe(201);
      return sent.json().data.office.name;
    };
    expect(await officeOf('শিলিগুড়ি', 1)).toBe(await officeOf('Siliguri', 2));
    expect(await officeOf('रांची', 3)).toBe(await officeOf('Ranchi', 4));
    expect(await officeOf('৮২৩০০১', 5)).toBe(await officeOf('823001', 6));
    expect(await officeOf('Siliguri', 7)).not.toBe(await officeOf('Ranchi', 8));
  });

  it('refuses a filter by a language the site is not published in', async () => {
    testApp = await createTestApp(engine);
    for (const url of ['/api/admin/enquiries?language=fr', '/api/careers/applications?language=bn-IN']) {
      const refused = await admin(url);
      expect(refused.statusCode, url).toBe(400);
    }
  });

  it('refuses a language the site is not published in, and stores nothing', async () => {
    testApp = await createTestApp(engine);
    const refused = await postEnquiry(testApp.app, enquiryPayload({ language: 'fr' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ language: 'Language: not one the site is published in' });
    const applied = await postApplication(testApp.app, applicationFormData({ language: 'bn-IN' }));
    expect(applied.statusCode).toBe(400);
    expect(applied.json().fields).toEqual({ language: 'Language: not one the site is published in' });

    const enquiries = await testApp.database.db.selectFrom('enquiries').select('id').execute();
    const applications = await testApp.database.db.selectFrom('job_applications').select('id').execute();
    expect([enquiries, applications]).toEqual([[], []]);
  });

  it('stores an old client’s enquiry, sent without a language, as English', async () => {
    testApp = await createTestApp(engine);
    const payload = enquiryPayload();
    expect(payload).not.toHaveProperty('language');
    expect((await postEnquiry(testApp.app, payload)).statusCode).toBe(201);

    const [listed] = (await admin('/api/admin/enquiries')).json().data.enquiries;
    expect(listed.language).toBe('en');
    const stored = await testApp.database.db.selectFrom('enquiries').select('language').execute();
    expect(stored).toEqual([{ language: 'en' }]);
  });

  it('stores a Hindi page’s application as hi and gives it to HR', async () => {
    testApp = await createTestApp(engine);
    const applied = await postApplication(testApp.app, applicationFormData({ language: 'hi' }));
    expect(applied.statusCode).toBe(201);

    const [listed] = (await admin('/api/careers/applications')).json().data.applications;
    expect(listed).toMatchObject({ reference: applied.json().data.reference, language: 'hi' });
  });

  /** The app with a built site (its pages rendered from source), whose translator answers the forms. */
  async function appWithSite(environment: Record<string, string> = {}) {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
    writeWebBuild(webRoot);
    return createTestApp(
      engine,
      { WEB_ROOT: webRoot, ...environment },
      { pageRenderer: await sourcePageRenderer() },
    );
  }

  /** The app with a built site that mails through a test SMTP server. */
  async function mailingAppWithSite() {
    smtp = await startSmtpTestServer();
    return appWithSite({ SMTP_URL: smtp.url, MAIL_FROM: 'website@example.com' });
  }

  const bengaliPatna = sampleContent.branches.translations?.bn?.['offices.patna.name'];
  const hindiPatna = sampleContent.branches.translations?.hi?.['offices.patna.name'];

  it('thanks a Bengali page’s visitor in Bengali, naming the office as the page does, and mails them in Bengali; the office’s e-mail stays English', async () => {
    testApp = await mailingAppWithSite();
    expect(bengaliPatna).toBe('পাটনা শাখা');
    const sent = await postEnquiry(
      testApp.app,
      enquiryPayload({ sourcePage: '/bn/brands/hp', language: 'bn' }),
    );
    expect(sent.statusCode).toBe(201);
    const { data, message } = sent.json();
    expect(data.office.name).toBe(bengaliPatna);
    expect(message).toBe(`ধন্যবাদ। ${bengaliPatna} আপনাকে ফোন করবে।`);

    await testApp.app.enquiryMailer?.idle();
    const mails = await (smtp as SmtpTestServer).waitForMessages(2);
    const visitor = readMail(mails.find((mail) => mail.to.includes('asha@example.com'))?.raw ?? '');
    expect(visitor.subject).toMatch(new RegExp(`^আপনার জিজ্ঞাসা ${data.reference} – `));
    expect(visitor.text).toContain(`আপনার রেফারেন্স নম্বর ${data.reference}।`);
    expect(visitor.text).toContain(`আমাদের ${bengaliPatna} থেকে আপনাকে ফোন করা হবে`);
    expect(visitor.text).not.toMatch(/Patna|Thank you/);
    const office = readMail(mails.find((mail) => mail.to.includes('patna@example.com'))?.raw ?? '');
    expect(office.subject).toBe(`New web enquiry ${data.reference}`);
    expect(office.text).toContain('routed to the Patna Branch.');
    expect(office.text).toContain('Sent from a page in: Bengali (বাংলা)');
  });

  it('confirms a Bengali page’s application in Bengali, the opening’s title as the page shows it; HR’s e-mail stays English', async () => {
    testApp = await mailingAppWithSite();
    const applied = await postApplication(testApp.app, applicationFormData({ language: 'bn' }));
    expect(applied.statusCode).toBe(201);
    const { reference } = applied.json().data;
    const bengaliTitle = sampleContent.openings.translations?.bn?.['openings.0.title'];
    expect(bengaliTitle).toBe('সিনিয়র অ্যাকাউন্ট্যান্ট');

    const mails = await (smtp as SmtpTestServer).waitForMessages(2);
    const applicant = readMail(mails.find((mail) => mail.to.includes('asha.sen@example.com'))?.raw ?? '');
    expect(applicant.subject).toBe(`${bengaliTitle} (জব আইডি: 001) পদে আপনার আবেদন`);
    expect(applicant.text).toContain(`আপনার আবেদনের রেফারেন্স নম্বর ${reference}।`);
    expect(applicant.text).toContain('এক সপ্তাহের মধ্যে আমরা আপনার সঙ্গে যোগাযোগ করব।');
    expect(applicant.text).not.toMatch(/Senior Accountant|Thank you|HR Team/);
    const hr = readMail(mails.find((mail) => !mail.to.includes('asha.sen@example.com'))?.raw ?? '');
    expect(hr.subject).toBe('New application: Senior Accountant (Job ID: 001) from Asha Sen');
    expect(hr.text).toContain('Applied from a page in: Bengali (বাংলা)');
  });

  it('names a topic desk in the page’s language too', async () => {
    testApp = await appWithSite();
    const sent = await postEnquiry(testApp.app, enquiryPayload({ topic: 'careers', language: 'bn' }));
    expect(sent.json().data.office.name).toBe(
      sampleContent.enquiryRouting.translations?.bn?.['topicDesks.1.name'],
    );
    expect(sent.json().data.office.name).toBe('এইচআর টিম');
  });

  it('mails a Hindi page’s visitor in Hindi, and an English page’s visitor in the English it always had', async () => {
    testApp = await mailingAppWithSite();
    const hindi = (await postEnquiry(testApp.app, enquiryPayload({ language: 'hi' }))).json();
    expect(hindi.data.office.name).toBe(hindiPatna);
    const english = (
      await postEnquiry(testApp.app, enquiryPayload({ email: 'ravi@example.com', phone: '98765 43211' }))
    ).json();
    expect(english.data.office.name).toBe('Patna Branch');
    expect(english.message).toBe('Thank you. The Patna Branch will call you.');

    await testApp.app.enquiryMailer?.idle();
    const mails = await (smtp as SmtpTestServer).waitForMessages(4);
    const to = (address: string) => readMail(mails.find((mail) => mail.to.includes(address))?.raw ?? '');
    expect(to('asha@example.com').text).toContain(`${hindiPatna} से आपको फ़ोन आएगा`);
    expect(to('asha@example.com').text).toContain(`आपका संदर्भ नंबर ${hindi.data.reference} है।`);
    const patna = sampleContent.branches.offices.find((office) => office.id === 'patna');
    const patnaPhone = patna && branchPhone(patna);
    expect(to('ravi@example.com').text).toBe(
      [
        'Hello,',
        '',
        `Thank you for your enquiry with ${legalName(sampleContent)}. Your reference is ${english.data.reference}.`,
        `Our Patna Branch will call you; you can also call them on ${patnaPhone}.`,
        '',
        'If you did not send an enquiry, you can ignore this e-mail.',
      ].join('\n'),
    );
  });

  it('refuses a Hindi page’s enquiry in Hindi, naming each field’s problem, and an English one in English', async () => {
    testApp = await appWithSite();
    const hindi = await postEnquiry(
      testApp.app,
      enquiryPayload({ name: '', phone: '12345', language: 'hi', sourcePage: '/hi/contact' }),
    );
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toMatchObject({
      message: 'नाम ज़रूरी है',
      fields: {
        name: 'नाम ज़रूरी है',
        phone: 'मोबाइल नंबर: कृपया 10 अंकों का सही भारतीय मोबाइल नंबर लिखें',
      },
    });

    const english = await postEnquiry(testApp.app, enquiryPayload({ name: '', language: 'en' }));
    expect(english.json().fields).toEqual({ name: 'Name is required' });
  });

  it('refuses a Bengali page’s application in Bengali', async () => {
    testApp = await appWithSite();
    const refused = await postApplication(
      testApp.app,
      applicationFormData({ language: 'bn', firstName: '', phone: '12345' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toMatchObject({
      firstName: 'নামের প্রথম অংশ দিতে হবে',
      phone: '১০ অঙ্কের একটি সঠিক ভারতীয় মোবাইল নম্বর লিখুন',
    });
  });

  it('counts the enquiries and applications stored before languages as English (migration 038)', async () => {
    testApp = await createTestApp(engine);
    await postEnquiry(testApp.app, enquiryPayload({ language: 'bn' }));
    await postApplication(testApp.app, applicationFormData({ language: 'hi' }));
    const db = testApp.database.db as unknown as Kysely<unknown>;
    await pageLanguages.down(db);
    await pageLanguages.up(db);

    const enquiries = await testApp.database.db.selectFrom('enquiries').select('language').execute();
    const applications = await testApp.database.db
      .selectFrom('job_applications')
      .select('language')
      .execute();
    expect([enquiries, applications]).toEqual([[{ language: 'en' }], [{ language: 'en' }]]);
  });
});
