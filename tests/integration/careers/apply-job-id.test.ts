import { afterEach, describe, expect, it } from 'vitest';
import { adminHeaders } from '#tests/support/admin-session.js';
import { applicationFormData, pdfResume, postApplication } from '#tests/support/job-application.js';
import { buildPdf } from '#tests/support/pdf-file.js';
import { storedFileKeys } from '#tests/support/stored-files.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

/** A draft's title that must not be told to anyone outside HR (issue 46, M1). */
const draftTitle = 'Regional Head, Guwahati (new branch)';

/**
 * Issue 46 M1: the Job ID of an application is checked before the rest of the request is read,
 * and a draft's Job ID gets the very answer an unknown one gets, naming nothing.
 */
describe.each(databaseEngines)('the Job ID of POST /api/careers/apply on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  /** The app with one draft opening (Job ID 006: the samples hold 001 to 005). */
  async function withDraft(environment: Record<string, string> = {}) {
    testApp = await createTestApp(engine, environment);
    const { app } = testApp;
    const headers = await adminHeaders(app, 'hr');
    const list = await app.inject({ method: 'GET', url: '/api/careers/openings', headers });
    const created = await app.inject({
      method: 'POST',
      url: '/api/careers/openings',
      headers,
      payload: {
        baseRevision: list.json().data.revision,
        fields: {
          title: draftTitle,
          location: 'Kolkata',
          city: 'Kolkata',
          type: 'Full-time',
          description: 'Opens our branch in Guwahati.',
          responsibilities: ['Open the branch'],
          requirements: ['Ten years in distribution'],
          salary: { minLpa: 20, maxLpa: 30 },
        },
      },
    });
    expect(created.json().data).toMatchObject({ id: '006' });
    return app;
  }

  const onlyJobId = (jobId: string) => {
    const form = new FormData();
    form.append('jobId', jobId);
    return form;
  };

  it('answers a draft Job ID exactly as an unknown one, naming no title', async () => {
    const app = await withDraft();
    const draft = await postApplication(app, onlyJobId('006'));
    const unknown = await postApplication(app, onlyJobId('999'));

    expect(draft.statusCode).toBe(unknown.statusCode);
    expect(draft.body).toBe(unknown.body);
    expect(draft.statusCode).toBe(400);
    expect(draft.json()).toEqual({
      success: false,
      code: 'validation_failed',
      message: 'This job opening does not exist',
      fields: { jobId: 'This job opening does not exist' },
    });
    expect(draft.body).not.toContain('Guwahati');
    // A whole application to the draft gets the same answer, and nothing is kept.
    const whole = await postApplication(app, applicationFormData({ jobId: '006', position: 'Other' }));
    expect(whole.body).toBe(unknown.body);
    expect(await storedFileKeys(app.database.db)).toEqual([]);
  });

  it('reads nothing after a refused Job ID: a resume over the limit behind it is never read', async () => {
    const app = await withDraft({ RESUME_MAX_BYTES: '2048' });
    const large = {
      bytes: Buffer.concat([buildPdf(), Buffer.alloc(8192, 0x20)]),
      name: 'big.pdf',
      type: 'application/pdf',
    };
    const answers = [];
    for (const jobId of ['006', '999']) {
      answers.push(await postApplication(app, applicationFormData({ jobId, position: 'Other' }, large)));
    }
    // Read, the resume would have been refused as too large (413).
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400]);
    expect(answers[0]?.body).toBe(answers[1]?.body);
    expect(await storedFileKeys(app.database.db)).toEqual([]);
    // The same resume behind an open opening's Job ID is read, and refused for its size.
    const open = await postApplication(app, applicationFormData({}, large));
    expect(open.statusCode).toBe(413);
  });

  it('does not read a resume sent before the Job ID', async () => {
    const app = await withDraft();
    const form = new FormData();
    const resume = pdfResume();
    form.append('resume', new Blob([new Uint8Array(resume.bytes)], { type: resume.type }), resume.name);
    for (const [name, value] of applicationFormData({}, null).entries()) form.append(name, value);

    const answer = await postApplication(app, form);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      message: 'Please send the Job ID before the resume.',
    });
    expect(await storedFileKeys(app.database.db)).toEqual([]);
  });
});
