import { afterEach, describe, expect, it } from 'vitest';
import { applicationMessages } from '#shared/careers.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import {
  applicationFormData,
  pdfResume,
  postApplication,
  validApplicationFields,
} from '#tests/support/job-application.js';
import { buildPdf, buildPngBytes } from '#tests/support/pdf-file.js';
import { storedFileContent, storedFileKeys } from '#tests/support/stored-files.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

describe.each(databaseEngines)('POST /api/careers/apply on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  const storedFiles = () => storedFileKeys(testApp.database.db);
  const storedRows = () => testApp.database.db.selectFrom('job_applications').selectAll().execute();

  it('stores a valid application with its PDF under a random name and lists it for the admin', async () => {
    testApp = await createTestApp(engine);
    const resume = pdfResume('Asha Sen, accountant');
    const response = await postApplication(
      testApp.app,
      applicationFormData({ email: ' Asha.Sen@Example.com ' }, resume),
    );

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Application submitted successfully',
      data: { reference: expect.stringMatching(/^A[2-9A-HJKMNP-Z]{7}$/), applicationId: body.data.reference },
    });

    const files = await storedFiles();
    expect(files).toEqual([expect.stringMatching(/^resumes\/[0-9a-f]{32}\.pdf$/)]);
    expect(await storedFileContent(testApp.database.db, files[0] ?? '')).toEqual(resume.bytes);

    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/careers/applications',
      headers: await adminHeaders(testApp.app),
    });
    expect(list.json().data.applications).toEqual([
      {
        id: expect.any(Number),
        reference: body.data.reference,
        first_name: 'Asha',
        last_name: 'Sen',
        email: 'asha.sen@example.com',
        phone: '9876543210',
        job_id: '001',
        job_title: 'Senior Accountant',
        position: 'Senior Accountant',
        other_position: null,
        application_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        expected_salary: '4.2 LPA',
        available_start_date: '2025-09-01',
        // Sent without a language, as clients before it did: from an English page.
        language: 'en',
        status: 'pending',
        resume_size: resume.bytes.length,
      },
    ]);
  });

  it('keeps the 10-digit mobile number of a phone number written as Indians write it', async () => {
    testApp = await createTestApp(engine);
    const typed = ['+91 98765-43210', '098765 43210', '91-9876543210'];
    for (const [index, phone] of typed.entries()) {
      const email = `applicant${index}@example.com`;
      const response = await postApplication(testApp.app, applicationFormData({ phone, email }));
      expect(response.statusCode).toBe(201);
    }
    expect((await storedRows()).map((row) => row.phone)).toEqual(typed.map(() => '9876543210'));
  });

  it('stores the e-mail address without the spaces, tabs or line breaks around it', async () => {
    testApp = await createTestApp(engine);
    const response = await postApplication(
      testApp.app,
      applicationFormData({ email: '\t asha.sen@example.com \r\n' }),
    );
    expect(response.statusCode).toBe(201);
    const [row] = await storedRows();
    expect(row?.email).toBe('asha.sen@example.com');
  });

  it('stores and lists what an applicant choosing Other applies for, and nothing beside a listed position', async () => {
    testApp = await createTestApp(engine);
    await postApplication(
      testApp.app,
      applicationFormData({ position: 'Other', otherPosition: ' Network  Engineer ' }),
    );
    await postApplication(
      testApp.app,
      applicationFormData({ email: 'ravi@example.com', otherPosition: 'ignored beside a listed one' }),
    );
    const rows = await storedRows();
    expect(rows.map((row) => [row.position, row.other_position])).toEqual([
      ['Other', 'Network Engineer'],
      ['Senior Accountant', null],
    ]);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/careers/applications',
      headers: await adminHeaders(testApp.app),
    });
    const listed = list
      .json()
      .data.applications.map((application: { other_position: string | null }) => [
        application.other_position,
      ]);
    expect(listed).toEqual(expect.arrayContaining([['Network Engineer'], [null]]));
  });

  it('stores the opening’s own title, whatever job title the form sent', async () => {
    testApp = await createTestApp(engine);
    await postApplication(
      testApp.app,
      applicationFormData({ jobId: '004', jobTitle: '<b>Boss</b>', position: 'Other' }),
    );
    const [row] = await storedRows();
    expect(row).toMatchObject({ job_id: '004', job_title: 'Sales Coordinator', position: 'Other' });
  });

  const invalidCases: [string, Record<string, string | undefined>, string][] = [
    ['a missing first name', { firstName: undefined }, 'First name is required'],
    ['a blank first name', { firstName: '   ' }, 'First name is required'],
    ['a missing last name', { lastName: '' }, 'Last name is required'],
    ['a missing email', { email: '' }, 'Email is required'],
    ['an invalid email', { email: 'asha.sen@' }, 'Please enter a valid email'],
    ['a missing phone', { phone: '' }, 'Phone number is required'],
    [
      'a phone starting with 5',
      { phone: '5876543210' },
      'Please enter a valid 10-digit Indian mobile number',
    ],
    ['a 9-digit phone', { phone: '987654321' }, 'Please enter a valid 10-digit Indian mobile number'],
    ['a missing expected salary', { expectedSalary: undefined }, 'Expected salary is required'],
    ['a missing position', { position: '' }, 'Position is required'],
    ['a position not offered', { position: 'Astronaut' }, 'Please choose one of the listed positions'],
    ['a missing start date', { availableStartDate: '' }, 'Available start date is required'],
    ['an impossible start date', { availableStartDate: '2025-02-30' }, 'Please enter a valid date'],
    ['an unknown job', { jobId: '999' }, 'This job opening does not exist'],
  ];

  it.each(invalidCases)(
    'refuses %s with the spec message and stores nothing',
    async (_case, fields, message) => {
      testApp = await createTestApp(engine);
      const response = await postApplication(testApp.app, applicationFormData(fields));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, code: 'validation_failed' });
      expect(Object.values(response.json().fields)).toContain(message);
      expect(await storedRows()).toEqual([]);
      expect(await storedFiles()).toEqual([]);
    },
  );

  it('reports every invalid field at once', async () => {
    testApp = await createTestApp(engine);
    const form = applicationFormData({ firstName: '', email: 'nope', phone: '123' }, null);
    const response = await postApplication(testApp.app, form);
    expect(response.json()).toMatchObject({
      message: 'First name is required',
      fields: {
        firstName: 'First name is required',
        email: 'Please enter a valid email',
        phone: 'Please enter a valid 10-digit Indian mobile number',
        resume: 'Resume is required',
      },
    });
  });

  it('requires a resume, and treats an empty file as none', async () => {
    testApp = await createTestApp(engine);
    for (const resume of [null, { bytes: Buffer.alloc(0), name: 'resume.pdf', type: 'application/pdf' }]) {
      const response = await postApplication(testApp.app, applicationFormData({}, resume));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Resume is required',
        fields: { resume: 'Resume is required' },
      });
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a PNG renamed .pdf and sent as application/pdf, keeping nothing', async () => {
    testApp = await createTestApp(engine);
    const fakePdf = { bytes: buildPngBytes(), name: 'resume.pdf', type: 'application/pdf' };
    const response = await postApplication(testApp.app, applicationFormData({}, fakePdf));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Please upload a PDF file only' });
    expect(await storedRows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it.each([
    ['the PDF signature alone', Buffer.from('%PDF-'), applicationMessages.resumeUnreadable],
    [
      'a PDF header and text',
      Buffer.from('%PDF-1.4\nnot really a document'),
      applicationMessages.resumeUnreadable,
    ],
    [
      'a PDF that runs JavaScript when opened',
      pdfWithOpenAction('/S /JavaScript /JS (app.alert(1))'),
      applicationMessages.resumeActiveContent,
    ],
    [
      'a PDF that launches a program',
      pdfWithOpenAction('/S /Launch /F (calc.exe)'),
      applicationMessages.resumeActiveContent,
    ],
  ])('refuses %s with a message for the applicant, keeping nothing', async (_kind, bytes, message) => {
    testApp = await createTestApp(engine);
    const resume = { bytes, name: 'resume.pdf', type: 'application/pdf' };
    const response = await postApplication(testApp.app, applicationFormData({}, resume));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message, fields: { resume: message } });
    expect(await storedRows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('accepts a real PDF whatever its name and declared type', async () => {
    testApp = await createTestApp(engine);
    const oddlyNamed = { bytes: buildPdf(), name: 'cv', type: 'application/octet-stream' };
    const response = await postApplication(testApp.app, applicationFormData({}, oddlyNamed));
    expect(response.statusCode).toBe(201);
  });

  it('answers 413 with a clear message for a resume over the limit and leaves no file behind', async () => {
    testApp = await createTestApp(engine, { RESUME_MAX_BYTES: '2048' });
    const large = {
      bytes: Buffer.concat([buildPdf(), Buffer.alloc(4096, 0x20)]),
      name: 'big.pdf',
      type: 'application/pdf',
    };
    const response = await postApplication(testApp.app, applicationFormData({}, large));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'The resume is larger than 2 KB. Please upload a smaller PDF file.',
      code: 'payload_too_large',
    });
    expect(await storedFiles()).toEqual([]);
    expect(await storedRows()).toEqual([]);
  });

  it('names the 5 MB default limit in the 413 message', async () => {
    testApp = await createTestApp(engine);
    const large = {
      bytes: Buffer.concat([buildPdf(), Buffer.alloc(5 * 1024 * 1024, 0x20)]),
      name: 'big.pdf',
      type: 'application/pdf',
    };
    const response = await postApplication(testApp.app, applicationFormData({}, large));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The resume is larger than 5 MB. Please upload a smaller PDF file.');
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 413 when a text field is too long for the form', async () => {
    testApp = await createTestApp(engine);
    const response = await postApplication(
      testApp.app,
      applicationFormData({ expectedSalary: 'x'.repeat(5000) }),
    );
    expect(response.statusCode).toBe(413);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a second application by the same e-mail for the same job on the same IST day', async () => {
    testApp = await createTestApp(engine);
    // 15:30 IST on 1 September.
    testApp.app.now = () => new Date('2025-09-01T10:00:00.000Z');
    expect((await postApplication(testApp.app)).statusCode).toBe(201);

    // 23:59 IST, the same day, the address typed in capitals.
    testApp.app.now = () => new Date('2025-09-01T18:29:00.000Z');
    const again = await postApplication(testApp.app, applicationFormData({ email: 'ASHA.SEN@example.com' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      code: 'conflict',
      message:
        'You have already applied for this position in the last 24 hours. Our HR team will review your application.',
    });
    expect(await storedRows()).toHaveLength(1);
    expect(await storedFiles()).toHaveLength(1);

    const otherJob = await postApplication(
      testApp.app,
      applicationFormData({ jobId: '002', position: 'Other' }),
    );
    expect(otherJob.statusCode).toBe(201);

    // 00:01 IST on the next day.
    testApp.app.now = () => new Date('2025-09-01T18:31:00.000Z');
    expect((await postApplication(testApp.app)).statusCode).toBe(201);
    expect(await storedRows()).toHaveLength(3);
  });

  it('stores one of two identical applications sent at the same moment', async () => {
    testApp = await createTestApp(engine);
    const responses = await Promise.all([postApplication(testApp.app), postApplication(testApp.app)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await storedRows()).toHaveLength(1);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses a form whose hidden honeypot field was filled in', async () => {
    testApp = await createTestApp(engine);
    const response = await postApplication(
      testApp.app,
      applicationFormData({ website: 'https://spam.example' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The form was not submitted properly. Please reload the page and try again.',
    );
    expect(await storedRows()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a body that is not multipart', async () => {
    testApp = await createTestApp(engine);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/careers/apply',
      payload: validApplicationFields,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'validation_failed' });
  });

  it('answers 400, not a server error, for a body that is not well-formed multipart', async () => {
    testApp = await createTestApp(engine);
    const truncated = [
      '--boundary',
      'Content-Disposition: form-data; name="jobId"',
      '',
      '001',
      '--boundary',
      'Content-Disposition: form-data; name="resume"; filename="resume.pdf"',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.4 and then the connection',
    ].join('\r\n');
    for (const payload of [truncated, 'not multipart at all']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/careers/apply',
        headers: { 'content-type': 'multipart/form-data; boundary=boundary' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'The application could not be read. Please try again.',
      });
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('rate-limits applications per client address', async () => {
    testApp = await createTestApp(engine);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const form = applicationFormData({ email: `applicant${attempt}@example.com` });
      statuses.push((await postApplication(testApp.app, form)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});

/** The test PDF with an action its catalog runs on opening. */
function pdfWithOpenAction(action: string): Buffer {
  const plain = buildPdf().toString('latin1');
  return Buffer.from(
    plain.replace(
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Catalog /Pages 2 0 R /OpenAction << ${action} >> >>`,
    ),
    'latin1',
  );
}
