import { afterEach, describe, expect, it } from 'vitest';
import { adminHeaders } from '#tests/support/admin-session.js';
import {
  applicationFormData,
  applicationIdOf,
  pdfResume,
  postApplication,
} from '#tests/support/job-application.js';
import { storedFileKeys } from '#tests/support/stored-files.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

describe.each(databaseEngines)('careers admin endpoints on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  const storedFiles = () => storedFileKeys(testApp.database.db);

  /** Applies at the given time and returns the new application's id. */
  async function apply(fields: Record<string, string>, at: string, resume = pdfResume()): Promise<number> {
    testApp.app.now = () => new Date(at);
    const response = await postApplication(testApp.app, applicationFormData(fields, resume));
    expect(response.statusCode).toBe(201);
    return applicationIdOf(testApp.database.db, response.json().data.reference);
  }

  async function adminRequest(method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    return testApp.app.inject({ method, url, headers: await adminHeaders(testApp.app), payload });
  }

  it('answers 401 on every admin endpoint without a valid token', async () => {
    testApp = await createTestApp(engine);
    const id = await apply({}, '2025-09-01T10:00:00.000Z');
    const endpoints: [string, string, object?][] = [
      ['GET', '/api/careers/applications'],
      ['GET', `/api/careers/applications/${id}/resume`],
      ['PATCH', `/api/careers/applications/${id}/status`, { status: 'accepted' }],
      ['GET', `/api/careers/applications/${id}/history`],
      ['DELETE', `/api/careers/applications/${id}`],
    ];
    for (const [method, url, payload] of endpoints) {
      for (const headers of [{}, { authorization: 'Bearer not-a-real-token-0123456789' }]) {
        const response = await testApp.app.inject({ method: method as 'GET', url, headers, payload });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toMatchObject({ success: false });
      }
    }
    const [row] = await testApp.database.db.selectFrom('job_applications').selectAll().execute();
    expect(row?.status).toBe('pending');
  });

  it('lists applications newest first, with paging, filters, search and counts by status', async () => {
    testApp = await createTestApp(engine);
    const asha = await apply({}, '2025-09-01T10:00:00.000Z');
    const ravi = await apply(
      {
        firstName: 'Ravi',
        lastName: 'Kumar',
        email: 'ravi.k@example.com',
        jobId: '003',
        position: 'Data Analyst',
      },
      '2025-09-02T10:00:00.000Z',
    );
    const mita = await apply(
      { firstName: 'Mita', lastName: 'Das', email: 'mita_das@example.com', jobId: '003', position: 'Other' },
      '2025-09-03T10:00:00.000Z',
    );
    await adminRequest('PATCH', `/api/careers/applications/${ravi}/status`, { status: 'rejected' });

    const list = async (query: string) => {
      const response = await adminRequest('GET', `/api/careers/applications${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { data } = response.json();
      return { ids: data.applications.map((application: { id: number }) => application.id), data };
    };

    const all = await list('');
    expect(all.ids).toEqual([mita, ravi, asha]);
    expect(all.data.total).toBe(3);
    expect(all.data.statusCounts).toEqual({ pending: 2, reviewing: 0, accepted: 0, rejected: 1 });

    expect((await list('?limit=2')).ids).toEqual([mita, ravi]);
    expect((await list('?limit=2&offset=2')).ids).toEqual([asha]);
    expect((await list('?limit=2&offset=2')).data.total).toBe(3);
    expect((await list('?status=rejected')).ids).toEqual([ravi]);
    expect((await list('?jobId=003')).ids).toEqual([mita, ravi]);
    expect((await list('?jobId=003&status=pending')).data).toMatchObject({
      total: 1,
      statusCounts: { pending: 2, rejected: 1 },
    });
    expect((await list('?search=ravi%20ku')).ids).toEqual([ravi]);
    expect((await list('?search=SEN')).ids).toEqual([asha]);
    expect((await list('?search=%40example.com')).ids).toEqual([mita, ravi, asha]);
    // LIKE wildcards in the search are literal characters.
    expect((await list('?search=_')).ids).toEqual([mita]);
    expect((await list('?search=%25')).ids).toEqual([]);

    const invalid = await adminRequest('GET', '/api/careers/applications?limit=501');
    expect(invalid.statusCode).toBe(400);
    expect((await adminRequest('GET', '/api/careers/applications?status=hired')).statusCode).toBe(400);
  });

  it.each([
    ['search', '%00'],
    ['search', 'ravi%00'],
    ['jobId', '003%00'],
    ['jobId', '%00'],
    ['search', 'a%0Db'],
  ])('refuses a control character in the %s text query with 400 (%s)', async (name, value) => {
    testApp = await createTestApp(engine);
    await apply({}, '2025-09-01T10:00:00.000Z');
    const response = await adminRequest('GET', `/api/careers/applications?${name}=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
    expect(response.json().message).toContain('must not contain control characters');
  });

  it('downloads the resume byte for byte with a safe file name and no caching', async () => {
    testApp = await createTestApp(engine);
    const resume = pdfResume('Zoë résumé');
    const id = await apply({ firstName: 'Zoë', lastName: 'D"Souza' }, '2025-09-01T10:00:00.000Z', resume);

    const response = await adminRequest('GET', `/api/careers/applications/${id}/resume`);

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(resume.bytes);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(resume.bytes.length));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Zoe D_Souza Resume.pdf"; filename*=UTF-8''Zo%C3%AB%20D%22Souza%20Resume.pdf`,
    );
  });

  it('answers 404 for the resume of an unknown application or a missing file', async () => {
    testApp = await createTestApp(engine);
    expect((await adminRequest('GET', '/api/careers/applications/999/resume')).statusCode).toBe(404);
    const id = await apply({}, '2025-09-01T10:00:00.000Z');
    for (const key of await storedFiles()) await testApp.app.fileStore.delete(testApp.database.db, key);
    const response = await adminRequest('GET', `/api/careers/applications/${id}/resume`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: 'Resume not found' });
  });

  it('changes the status and keeps the history of changes with their times', async () => {
    testApp = await createTestApp(engine);
    const id = await apply({}, '2025-09-01T10:00:00.000Z');

    testApp.app.now = () => new Date('2025-09-02T09:00:00.000Z');
    const reviewing = await adminRequest('PATCH', `/api/careers/applications/${id}/status`, {
      status: 'reviewing',
    });
    expect(reviewing.statusCode).toBe(200);
    expect(reviewing.json()).toEqual({ success: true, message: 'Application status updated to reviewing' });

    testApp.app.now = () => new Date('2025-09-03T09:00:00.000Z');
    await adminRequest('PATCH', `/api/careers/applications/${id}/status`, { status: 'accepted' });
    // Setting the status it already has records nothing.
    await adminRequest('PATCH', `/api/careers/applications/${id}/status`, { status: 'accepted' });
    testApp.app.now = () => new Date('2025-09-04T09:00:00.000Z');
    // No ordering rule: any status may follow any other.
    await adminRequest('PATCH', `/api/careers/applications/${id}/status`, { status: 'pending' });

    const history = await adminRequest('GET', `/api/careers/applications/${id}/history`);
    expect(history.json()).toEqual({
      success: true,
      data: {
        history: [
          {
            from_status: null,
            to_status: 'pending',
            changed_at: '2025-09-01T10:00:00.000Z',
            changed_by: null,
          },
          {
            from_status: 'pending',
            to_status: 'reviewing',
            changed_at: '2025-09-02T09:00:00.000Z',
            changed_by: 'Owner Tester',
          },
          {
            from_status: 'reviewing',
            to_status: 'accepted',
            changed_at: '2025-09-03T09:00:00.000Z',
            changed_by: 'Owner Tester',
          },
          {
            from_status: 'accepted',
            to_status: 'pending',
            changed_at: '2025-09-04T09:00:00.000Z',
            changed_by: 'Owner Tester',
          },
        ],
      },
    });
    const list = await adminRequest('GET', '/api/careers/applications');
    expect(list.json().data.applications[0].status).toBe('pending');
  });

  it('refuses any status but the four with 400, and an unknown application with 404', async () => {
    testApp = await createTestApp(engine);
    const id = await apply({}, '2025-09-01T10:00:00.000Z');
    for (const payload of [{ status: 'hired' }, { status: '' }, {}, { status: 'PENDING' }]) {
      const response = await adminRequest('PATCH', `/api/careers/applications/${id}/status`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Status must be one of: pending, reviewing, accepted, rejected',
      });
    }
    const unknown = await adminRequest('PATCH', '/api/careers/applications/999/status', {
      status: 'accepted',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await adminRequest('GET', '/api/careers/applications/999/history')).statusCode).toBe(404);
    expect((await adminRequest('GET', '/api/careers/applications/abc/history')).statusCode).toBe(400);
  });

  it('deletes an application with its history and its resume', async () => {
    testApp = await createTestApp(engine);
    const kept = await apply({ email: 'kept@example.com' }, '2025-09-01T10:00:00.000Z');
    const removed = await apply({}, '2025-09-01T11:00:00.000Z');
    await adminRequest('PATCH', `/api/careers/applications/${removed}/status`, { status: 'rejected' });
    expect(await storedFiles()).toHaveLength(2);
    const [keptResume] = await testApp.database.db
      .selectFrom('job_applications')
      .select('resume_file')
      .where('id', '=', kept)
      .execute();

    const response = await adminRequest('DELETE', `/api/careers/applications/${removed}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Application deleted' });
    const rows = await testApp.database.db.selectFrom('job_applications').select('id').execute();
    expect(rows.map((row) => row.id)).toEqual([kept]);
    const history = await testApp.database.db
      .selectFrom('application_status_history')
      .select('application_id')
      .execute();
    expect(history.map((entry) => entry.application_id)).toEqual([kept]);
    expect(await storedFiles()).toEqual([keptResume?.resume_file]);
    const chunks = await testApp.database.db.selectFrom('stored_file_chunks').select('file_id').execute();
    expect(new Set(chunks.map((chunk) => chunk.file_id))).toEqual(new Set([keptResume?.resume_file]));
    expect((await adminRequest('GET', `/api/careers/applications/${kept}/resume`)).statusCode).toBe(200);
    expect((await adminRequest('DELETE', `/api/careers/applications/${removed}`)).statusCode).toBe(404);
  });
});
