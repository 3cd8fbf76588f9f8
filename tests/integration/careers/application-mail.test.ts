import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sayInEnglish } from '#content/opening-status.js';
import {
  CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  createApplicationMailer,
} from '#server/services/careers/application-mailer.js';
import type { StoredApplication } from '#server/services/careers/submit-application.js';
import { applicationFormData, postApplication } from '#tests/support/job-application.js';
import { readMail } from '#tests/support/received-mail.js';
import { type SmtpTestServer, startSmtpTestServer } from '#tests/support/smtp-test-server.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

/** Quoted-printable soft line breaks and escapes undone, so the tests read the text as sent. */
function decodedText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe.each(databaseEngines)('application e-mails on %s', (engine) => {
  let testApp: TestApp | undefined;
  let smtp: SmtpTestServer | undefined;
  afterEach(async () => {
    await testApp?.close();
    await smtp?.close();
    testApp = undefined;
    smtp = undefined;
  });

  it('tells HR and the applicant once the application is stored', async () => {
    smtp = await startSmtpTestServer();
    testApp = await createTestApp(engine, {
      SMTP_URL: smtp.url,
      HR_EMAIL: 'hr-team@example.com',
      MAIL_FROM: 'Careers <careers@example.com>',
    });

    const response = await postApplication(testApp.app);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json().data;

    const messages = await smtp.waitForMessages(2);
    const toHr = messages.find((message) => message.to.includes('hr-team@example.com'));
    const toApplicant = messages.find((message) => message.to.includes('asha.sen@example.com'));
    expect(toHr?.from).toBe('careers@example.com');
    expect(toApplicant?.from).toBe('careers@example.com');

    const hrText = decodedText(toHr?.raw ?? '');
    expect(hrText).toContain('Subject: New application: Senior Accountant (Job ID: 001) from Asha Sen');
    expect(hrText).toContain('Reply-To: asha.sen@example.com');
    expect(hrText).toContain(`Reference: ${reference}`);
    for (const line of [
      'First Name: Asha',
      'Last Name: Sen',
      'Email: asha.sen@example.com',
      'Phone Number: +91 9876543210',
      'Expected Salary: 4.2 LPA',
      'Position: Senior Accountant',
      'Available Start Date: 2025-09-01',
      // HR calls back in the language of the page the applicant applied from.
      'Applied from a page in: English',
    ]) {
      expect(hrText).toContain(line);
    }
    expect(hrText).toContain('http://localhost:3000/superadmin');

    const applicantText = decodedText(toApplicant?.raw ?? '');
    expect(applicantText).toContain('Subject: Your application for Senior Accountant (Job ID: 001)');
    expect(applicantText).toContain('Reply-To: hr-team@example.com');
    expect(applicantText).toContain(`Your application reference is ${reference}.`);
    expect(applicantText).toContain('We will get back to you within a week.');
  });

  it('sends the applicant fixed text only, the name and the other fields only to HR', async () => {
    smtp = await startSmtpTestServer();
    testApp = await createTestApp(engine, { SMTP_URL: smtp.url, HR_EMAIL: 'hr-team@example.com' });
    const name = 'Win a prize at https://phish.example.com';
    const response = await postApplication(
      testApp.app,
      applicationFormData({ firstName: name, lastName: 'Visit now', expectedSalary: 'Call 0000' }),
    );
    expect(response.statusCode).toBe(201);

    const messages = await smtp.waitForMessages(2);
    const toHr = decodedText(
      messages.find((message) => message.to.includes('hr-team@example.com'))?.raw ?? '',
    );
    const toApplicant = decodedText(
      messages.find((message) => message.to.includes('asha.sen@example.com'))?.raw ?? '',
    );
    expect(toHr).toContain(name);
    for (const typed of ['phish.example.com', 'Win a prize', 'Visit now', 'Call 0000', '9876543210']) {
      expect(toApplicant).not.toContain(typed);
    }
    expect(toApplicant).toContain(`Your application reference is ${response.json().data.reference}.`);
  });

  it('sends nothing for a refused application', async () => {
    smtp = await startSmtpTestServer();
    testApp = await createTestApp(engine, { SMTP_URL: smtp.url });
    const response = await postApplication(testApp.app, applicationFormData({ firstName: '' }));
    expect(response.statusCode).toBe(400);
    await expect(smtp.waitForMessages(1, 500)).rejects.toThrow('expected 1 e-mails, received 0');
  });

  it('keeps the application and answers success when the mail server is down', async () => {
    const stopped = await startSmtpTestServer();
    await stopped.close();
    testApp = await createTestApp(engine, { SMTP_URL: stopped.url });

    const response = await postApplication(testApp.app);

    expect(response.statusCode).toBe(201);
    const rows = await testApp.database.db.selectFrom('job_applications').select('reference').execute();
    expect(rows.map((row) => row.reference)).toEqual([response.json().data.reference]);
  });
});

describe('the application mailer', () => {
  const application: StoredApplication = {
    id: 7,
    reference: 'A7K3M9QX',
    jobId: '002',
    jobTitle: 'Operations Executive',
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'ravi.k@example.com',
    phone: '9123456780',
    expectedSalary: '3 LPA',
    position: 'Operations Executive',
    availableStartDate: '2025-10-01',
    language: 'en',
    resumeSize: 1234,
    applicationDate: '2025-09-01T10:00:00.000Z',
  };

  /** The confirmation's wording for an English page. */
  const wording = {
    companyName: 'Sample Infotech Group Private Limited',
    jobTitle: 'Operations Executive',
    say: sayInEnglish,
  };

  /** A mailer sending through the test SMTP server, with the confirmation cap in this process. */
  const mailerFor = (smtp: SmtpTestServer, options: { retryDelaysMs?: number[] } = {}) =>
    createApplicationMailer({
      smtpUrl: smtp.url,
      from: 'careers@example.com',
      hrEmail: 'hr@example.com',
      siteUrl: 'http://localhost:3000',
      log: Fastify({ logger: false }).log,
      redis: undefined,
      ...options,
    });

  it('retries a message the mail server refused', async () => {
    const smtp = await startSmtpTestServer({ failFirst: 1 });
    const mailer = mailerFor(smtp, { retryDelaysMs: [50] });
    try {
      mailer.notify(application, wording);
      await mailer.idle();
      expect(smtp.refused).toBe(1);
      expect(smtp.messages.map((message) => message.to).sort()).toEqual([
        ['hr@example.com'],
        ['ravi.k@example.com'],
      ]);
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it(`sends one address at most ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} confirmations a day, and HR every notification`, async () => {
    const smtp = await startSmtpTestServer();
    const mailer = mailerFor(smtp);
    try {
      for (let id = 1; id <= 5; id += 1) {
        const email = id % 2 === 0 ? 'RAVI.K@example.com' : 'ravi.k@example.com';
        mailer.notify({ ...application, id, email }, wording);
      }
      await mailer.idle();
      const recipients = smtp.messages.map((message) => String(message.to).toLowerCase());
      expect(recipients.filter((to) => to === 'hr@example.com')).toHaveLength(5);
      expect(recipients.filter((to) => to === 'ravi.k@example.com')).toHaveLength(
        CONFIRMATIONS_PER_ADDRESS_PER_DAY,
      );
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('confirms to an English page’s applicant in the words it always used', async () => {
    const smtp = await startSmtpTestServer();
    const mailer = mailerFor(smtp);
    try {
      mailer.notify(application, wording);
      await mailer.idle();
      const toApplicant = smtp.messages.find((message) => message.to.includes('ravi.k@example.com'));
      expect(readMail(toApplicant?.raw ?? '')).toEqual({
        subject: 'Your application for Operations Executive (Job ID: 002)',
        text: [
          'Hello,',
          '',
          'Thank you for applying for the position of Operations Executive (Job ID: 002) at Sample Infotech Group Private Limited.',
          'Your application reference is A7K3M9QX. Our HR team will review your application. We will get back to you within a week.',
          '',
          'If you did not apply, you can ignore this e-mail.',
          '',
          'Regards,',
          'HR Team',
          'Sample Infotech Group Private Limited',
        ].join('\n'),
      });
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });

  it('gives up after its last retry without throwing', async () => {
    const smtp = await startSmtpTestServer({ failFirst: 10 });
    const mailer = mailerFor(smtp, { retryDelaysMs: [10, 10] });
    try {
      mailer.notify(application, wording);
      await mailer.idle();
      expect(smtp.refused).toBe(6);
      expect(smtp.messages).toEqual([]);
    } finally {
      await mailer.close();
      await smtp.close();
    }
  });
});
