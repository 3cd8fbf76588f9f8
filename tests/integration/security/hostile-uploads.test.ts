import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applicationFormData,
  postApplication,
  type ResumePart,
  validApplicationFields,
} from '#tests/support/job-application.js';
import { buildPdf } from '#tests/support/pdf-file.js';
import { storedFileContent, storedFileKeys } from '#tests/support/stored-files.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { hostileText, storedRowCounts } from './hostile-values.js';

/**
 * Hostile uploads on `POST /api/careers/apply`, beyond the cases tests/integration/careers covers
 * (empty file, PNG renamed .pdf, a resume over the limit, a body cut inside its only part): every
 * answer is a clear 4xx or a 201 for a genuine application, and the file store holds exactly the
 * resumes of the stored applications, never an orphan file.
 */

const runs = { numRuns: 100 };

let sequence = 0;
/** A new applicant per application, so the 24-hour duplicate rule never interferes. */
const applicantEmail = () => {
  sequence += 1;
  return `applicant.${sequence}@example.com`;
};

/** The multipart body a browser would send for `form`, as bytes, with its content type. */
async function multipartBytes(form: FormData): Promise<{ bytes: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    bytes: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/**
 * A one-line text field as it is stored: sent as UTF-8 (a lone surrogate arrives as U+FFFD, as a
 * browser sends it), then whitespace and control characters collapsed to one space and trimmed.
 */
const asStoredLine = (text: string) =>
  text
    .replace(/\p{Cs}/gu, '\uFFFD')
    // Invisible and bidirectional characters go, but the joiners Indic names need stay.
    .replace(/\p{Cf}|\u034F|[\u115F\u1160\u3164\uFFA0]/gu, (character) =>
      /[\u200C\u200D]/.test(character) ? character : '',
    )
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();

const storedColumnByField: Record<string, 'first_name' | 'last_name' | 'expected_salary'> = {
  firstName: 'first_name',
  lastName: 'last_name',
  expectedSalary: 'expected_salary',
};

describe.each(databaseEngines)('hostile uploads on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  const start = (environment: Record<string, string> = {}) =>
    // app.inject comes from 127.0.0.1: allow-listed, so the 10-an-hour limit does not throttle runs.
    createTestApp(engine, { RATE_LIMIT_ALLOWLIST: '127.0.0.1', ...environment });

  /** The file store holds exactly the files the stored applications name. */
  async function expectNoOrphanFiles() {
    const rows = await testApp.database.db.selectFrom('job_applications').select('resume_file').execute();
    expect(await storedFileKeys(testApp.database.db)).toEqual(rows.map((row) => row.resume_file).sort());
  }

  it('never fails, and stores a hostile text field verbatim or nothing at all', async () => {
    testApp = await start();
    const fields = [...Object.keys(validApplicationFields), 'website', '__proto__', 'constructor', 'extra'];
    const hostileField = fc.record({ field: fc.constantFrom(...fields), value: hostileText });
    await fc.assert(
      fc.asyncProperty(hostileField, async ({ field, value }) => {
        const email = applicantEmail();
        const form = applicationFormData({ email, [field]: value });
        const before = await storedRowCounts(testApp.database.db);
        const response = await postApplication(testApp.app, form);
        const after = await storedRowCounts(testApp.database.db);

        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(response.json().success).toBe(response.statusCode === 201);
        if (response.statusCode === 201) {
          expect(after.job_applications).toBe(before.job_applications + 1);
          const column = storedColumnByField[field];
          if (column) {
            const row = await testApp.database.db
              .selectFrom('job_applications')
              .select(column)
              .where('reference', '=', response.json().data.reference)
              .executeTakeFirstOrThrow();
            expect(row[column]).toBe(asStoredLine(value));
          }
        } else {
          expect(after).toEqual(before);
        }
        await expectNoOrphanFiles();
      }),
      runs,
    );
  });

  it('stores a name holding NUL and other control characters with them as spaces', async () => {
    // Found by the property above: NUL reached PostgreSQL, which cannot store it (a 500).
    testApp = await start();
    const response = await postApplication(
      testApp.app,
      applicationFormData({ email: applicantEmail(), firstName: 'As\u0000ha\u0007', lastName: '\u001bSen' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const row = await testApp.database.db
      .selectFrom('job_applications')
      .select(['first_name', 'last_name'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'As ha', last_name: 'Sen' });
  });

  it('answers 400 for a valid application cut short at any byte, keeping nothing', async () => {
    testApp = await start();
    const { bytes, contentType } = await multipartBytes(applicationFormData({ email: applicantEmail() }));
    // The last bytes are the closing boundary's `--` and line break; a cut before them is a broken body.
    const cut = fc.integer({ min: 0, max: bytes.length - 8 });
    await fc.assert(
      fc.asyncProperty(cut, async (length) => {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/careers/apply',
          headers: { 'content-type': contentType },
          payload: bytes.subarray(0, length),
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().success).toBe(false);
        expect(await storedRowCounts(testApp.database.db)).toMatchObject({
          job_applications: 0,
          application_status_history: 0,
        });
        await expectNoOrphanFiles();
      }),
      runs,
    );
  });

  it('accepts a genuine PDF named resume.pdf.exe, keeping it under a random .pdf name', async () => {
    // Only the content is trusted: it is a real PDF, stored under a name the server chooses and
    // served to HR as application/pdf, so the applicant's file name cannot make it executable.
    testApp = await start();
    const resume: ResumePart = {
      bytes: buildPdf(),
      name: 'resume.pdf.exe',
      type: 'application/x-msdownload',
    };
    const response = await postApplication(testApp.app, applicationFormData({}, resume));
    expect(response.statusCode).toBe(201);
    const files = await storedFileKeys(testApp.database.db);
    expect(files).toEqual([expect.stringMatching(/^resumes\/[0-9a-f]{32}\.pdf$/)]);
    expect(await storedFileContent(testApp.database.db, files[0] ?? '')).toEqual(resume.bytes);
    await expectNoOrphanFiles();
  });

  it('refuses an HTML page named resume.pdf and sent as application/pdf', async () => {
    testApp = await start();
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    const resume: ResumePart = { bytes: html, name: 'resume.pdf', type: 'application/pdf' };
    const response = await postApplication(testApp.app, applicationFormData({}, resume));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Please upload a PDF file only',
      fields: { resume: 'Please upload a PDF file only' },
    });
    expect(await storedRowCounts(testApp.database.db)).toMatchObject({ job_applications: 0 });
    expect(await storedFileKeys(testApp.database.db)).toEqual([]);
  });

  it('handles 20 concurrent uploads, good and bad, keeping exactly the good ones', async () => {
    testApp = await start({ RESUME_MAX_BYTES: '4096' });
    const tooLarge: ResumePart = {
      bytes: Buffer.concat([buildPdf(), Buffer.alloc(8192, 0x20)]),
      name: 'big.pdf',
      type: 'application/pdf',
    };
    const html: ResumePart = { bytes: Buffer.from('<html></html>'), name: 'cv.pdf', type: 'application/pdf' };
    const uploads = Array.from({ length: 20 }, (_, index) => {
      const email = applicantEmail();
      if (index % 4 === 1) return { expected: 413, form: applicationFormData({ email }, tooLarge) };
      if (index % 4 === 2) return { expected: 400, form: applicationFormData({ email }, html) };
      return { expected: 201, form: applicationFormData({ email }) };
    });

    const responses = await Promise.all(uploads.map(({ form }) => postApplication(testApp.app, form)));

    expect(responses.map((response) => response.statusCode)).toEqual(uploads.map(({ expected }) => expected));
    const counts = await storedRowCounts(testApp.database.db);
    expect(counts).toMatchObject({ job_applications: 10, application_status_history: 10 });
    await expectNoOrphanFiles();
  });

  it('stores 20 identical applications sent at once exactly once', async () => {
    testApp = await start();
    const email = applicantEmail();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postApplication(testApp.app, applicationFormData({ email }))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    expect(await storedRowCounts(testApp.database.db)).toMatchObject({ job_applications: 1 });
    await expectNoOrphanFiles();
  });
});
