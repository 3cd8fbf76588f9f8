import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpeningsAdminList, OpeningsHistoryEntry } from '#content/index.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { applicationFormData, postApplication } from '#tests/support/job-application.js';
import { sourcePageRenderer } from '#tests/support/source-page-renderer.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { writeWebBuild } from '#tests/support/web-build.js';

const pageRenderer = await sourcePageRenderer();

/** What HR writes for a new opening; the samples hold 001 to 005. */
const warehouseFields = {
  title: 'Warehouse Supervisor',
  location: 'Kolkata',
  city: 'Kolkata',
  type: 'Full-time',
  experience: '2+ years',
  description: 'Run the warehouse floor: receiving, storage and dispatch.',
  responsibilities: ['Plan the day', 'Keep stock accurate'],
  requirements: ['Graduate', '2+ years in a warehouse', 'Excel', 'Hindi and Bengali', 'A forklift licence'],
  salary: { minLpa: 2.4, maxLpa: 3.6 },
  howToApply: 'Mention the shift you prefer.',
};

describe.each(databaseEngines)('HR openings on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  async function start(now = '2026-12-03T06:00:00.000Z') {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
    writeWebBuild(webRoot);
    testApp = await createTestApp(engine, { WEB_ROOT: webRoot }, { pageRenderer });
    testApp.app.now = () => new Date(now);
    await testApp.app.ready();
    const { app } = testApp;
    const headers = await adminHeaders(app, 'hr');

    const list = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/careers/openings', headers });
      expect(response.statusCode).toBe(200);
      return response.json().data as OpeningsAdminList;
    };
    const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url: `/api/careers/openings${url}`, headers, ...(payload && { payload }) });
    const create = async (fields: object = warehouseFields) =>
      send('POST', '', { fields, baseRevision: (await list()).revision });
    const setStatus = async (id: string, status: 'open' | 'closed') =>
      send('POST', `/${id}/status`, { status, baseRevision: (await list()).revision });
    const history = async () =>
      (await send('GET' as 'POST', '/history')).json().data.entries as OpeningsHistoryEntry[];
    const careersPage = async () => (await app.inject({ method: 'GET', url: '/careers' })).body;
    const chatOpenings = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/chat',
          payload: { messages: [{ role: 'user', content: 'What job openings do you have?' }] },
        })
      ).json().data.reply as string;
    return { app, headers, list, send, create, setStatus, history, careersPage, chatOpenings };
  }

  it('takes an opening from draft to open to closed and back, on the page, its JobPosting data and the assistant', async () => {
    const { list, create, setStatus, history, careersPage, chatOpenings } = await start();

    const created = await create();
    expect(created.statusCode).toBe(200);
    expect(created.json().data.id).toBe('006');
    const [first] = (await list()).openings;
    expect(first?.opening).toMatchObject({ id: '006', status: 'draft', title: 'Warehouse Supervisor' });
    expect(first?.opening.datePosted).toBeUndefined();
    expect(await careersPage()).not.toContain('Warehouse Supervisor');
    expect(await chatOpenings()).not.toContain('Warehouse Supervisor');

    expect((await setStatus('006', 'open')).statusCode).toBe(200);
    expect((await list()).openings[0]?.opening).toMatchObject({ status: 'open', datePosted: '2026-12-03' });
    const open = await careersPage();
    expect(open.match(/"@type":"JobPosting"/g)).toHaveLength(6);
    // New openings come first on the page, as in HR's list.
    expect(open.indexOf('Warehouse Supervisor')).toBeLessThan(open.indexOf('Senior Accountant'));
    expect(await chatOpenings()).toContain('Warehouse Supervisor');

    expect((await setStatus('006', 'closed')).statusCode).toBe(200);
    const closed = await careersPage();
    expect(closed).not.toContain('Warehouse Supervisor');
    expect(closed.match(/"@type":"JobPosting"/g)).toHaveLength(5);
    expect(await chatOpenings()).not.toContain('Warehouse Supervisor');

    expect((await setStatus('006', 'open')).statusCode).toBe(200);
    expect(await careersPage()).toContain('Warehouse Supervisor');

    const lines = (await history()).map((entry) => entry.line);
    expect(lines.slice(0, 4)).toEqual([
      'Reopened 006 Warehouse Supervisor — by Hr Tester, 3 Dec',
      'Closed 006 Warehouse Supervisor — by Hr Tester, 3 Dec',
      'Opened 006 Warehouse Supervisor — by Hr Tester, 3 Dec',
      'Created draft 006 Warehouse Supervisor — by Hr Tester, 3 Dec',
    ]);
  });

  it('merges what an edit sends into the stored opening: "Reports to" stays unless changed, null removes it', async () => {
    const { list, send, history } = await start();
    const salesCoordinator = async () =>
      (await list()).openings.find((entry) => entry.opening.id === '004')?.opening;
    expect(await salesCoordinator()).toMatchObject({ reportsTo: 'Sales Manager', city: 'Kolkata' });

    const edit = async (fields: object) =>
      send('PUT', '/004', { fields, baseRevision: (await list()).revision });
    expect((await edit({ description: 'Coordinates the orders of our dealers.' })).statusCode).toBe(200);
    expect(await salesCoordinator()).toMatchObject({
      title: 'Sales Coordinator',
      reportsTo: 'Sales Manager',
      location: 'Kolkata Office',
      city: 'Kolkata',
      description: 'Coordinates the orders of our dealers.',
      status: 'open',
      datePosted: '2025-08-01',
    });
    expect((await edit({ reportsTo: 'Head of Sales', department: null })).statusCode).toBe(200);
    const edited = await salesCoordinator();
    expect(edited).toMatchObject({ reportsTo: 'Head of Sales' });
    expect(edited).not.toHaveProperty('department');
    expect((await history())[0]?.line).toBe(
      'Edited 004 Sales Coordinator: department, reports to — by Hr Tester, 3 Dec',
    );
    // A required field cannot be removed: the merged opening is checked as a whole.
    const refused = await edit({ title: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ title: 'Title is required' });
  });

  it('records the day an opening closed, and forgets it when it is reopened', async () => {
    const { list, setStatus } = await start();
    const crm = async () => (await list()).openings.find((entry) => entry.opening.id === '005')?.opening;
    expect((await setStatus('005', 'closed')).statusCode).toBe(200);
    expect(await crm()).toMatchObject({ status: 'closed', dateClosed: '2026-12-03' });
    expect((await setStatus('005', 'open')).statusCode).toBe(200);
    expect(await crm()).not.toHaveProperty('dateClosed');
  });

  it('undoes a close from the history with the studio restore', async () => {
    const { app, headers, list, setStatus, history, careersPage } = await start();
    expect((await setStatus('005', 'closed')).statusCode).toBe(200);
    const [closing] = await history();
    expect(closing?.line).toBe('Closed 005 CRM — by Hr Tester, 3 Dec');
    const undo = await app.inject({
      method: 'POST',
      url: '/api/content/openings/restore',
      headers,
      payload: { revision: closing?.undoTo, baseRevision: (await list()).revision },
    });
    expect(undo.statusCode).toBe(200);
    expect((await list()).openings.find((entry) => entry.opening.id === '005')?.opening.status).toBe('open');
    expect(await careersPage()).toContain('Job ID');
    expect((await history())[0]?.line).toMatch(
      /^Undone to revision \d+: Reopened 005 CRM — by Hr Tester, 3 Dec$/,
    );
  });

  it('never gives a Job ID twice, even after the opening is deleted', async () => {
    const { list, create, send } = await start();
    expect((await create()).json().data.id).toBe('006');
    const deleted = await send('DELETE', `/006?baseRevision=${(await list()).revision}`);
    expect(deleted.statusCode).toBe(200);
    expect((await list()).openings.map((entry) => entry.opening.id)).not.toContain('006');
    expect((await create()).json().data.id).toBe('007');
    const duplicated = await send('POST', '/007/duplicate', { baseRevision: (await list()).revision });
    expect(duplicated.json().data.id).toBe('008');
    expect((await list()).openings[0]?.opening).toMatchObject({
      id: '008',
      status: 'draft',
      title: 'Warehouse Supervisor (copy)',
    });
  });

  it('refuses an application to a closed opening with "no longer open", and keeps its applications', async () => {
    const { app, list, setStatus, send } = await start();
    expect((await postApplication(app)).statusCode).toBe(201);
    expect((await setStatus('001', 'closed')).statusCode).toBe(200);

    const late = await postApplication(app, applicationFormData({ email: 'late@example.com' }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Senior Accountant (Job ID 001) is no longer open: it stopped taking applications. Please see the current openings on the careers page.',
    );
    const entry = (await list()).openings.find((candidate) => candidate.opening.id === '001');
    expect(entry).toMatchObject({ applicants: { total: 1, new: 1 }, deletable: false });
    const refused = await send('DELETE', `/001?baseRevision=${(await list()).revision}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('001 Senior Accountant has 1 application: it stays, closed');
    const counts = await send('GET' as 'POST', '/001/counts');
    expect(counts.json().data.counts).toEqual({ pending: 1, reviewing: 0, accepted: 0, rejected: 0 });
  });

  it('closes an opening by itself once its Open until day has passed, once across the job runs', async () => {
    // 15 December in India: the session signed in then is still valid the next IST day.
    const { app, list, create, send, history, careersPage } = await start('2026-12-15T06:00:00.000Z');
    await create({ ...warehouseFields, validThrough: '2026-12-15' });
    await send('POST', '/006/status', { status: 'open', baseRevision: (await list()).revision });
    expect(await careersPage()).toContain('Apply by 15 December 2026');
    expect(await careersPage()).toContain('"validThrough":"2026-12-15"');

    await app.jobs.run('openings-close');
    expect((await list()).openings[0]?.opening.status).toBe('open');

    app.now = () => new Date('2026-12-15T19:00:00.000Z'); // 16 December in India
    await Promise.all([app.jobs.run('openings-close'), app.jobs.run('openings-close')]);
    expect((await list()).openings[0]?.opening).toMatchObject({ status: 'closed', dateClosed: '2026-12-16' });
    const closings = (await history()).filter((entry) => entry.line.startsWith('Closed 006'));
    expect(closings.map((entry) => entry.line)).toEqual([
      'Closed 006 Warehouse Supervisor — by the Open until date, 16 Dec',
    ]);
  });

  it('names each field in words when the opening breaks a rule, and saves nothing', async () => {
    const { list, create, send } = await start();
    const before = (await list()).revision;
    const invalid = await create({ ...warehouseFields, title: ' ', salary: { minLpa: 5, maxLpa: 3 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({
      title: 'Title is required',
      'salary.minLpa': 'Salary: the minimum is above the maximum',
    });
    const duplicateTitle = await create({ ...warehouseFields, title: 'Senior Accountant' });
    expect(duplicateTitle.json().fields).toEqual({
      title: 'Title: another opening is already called Senior Accountant',
    });
    expect((await list()).revision).toBe(before);
    // A change made on a revision someone has since replaced is refused, not merged.
    expect((await send('PUT', '/001', { fields: warehouseFields, baseRevision: before })).statusCode).toBe(
      200,
    );
    const stale = await send('PUT', '/002', { fields: warehouseFields, baseRevision: before });
    expect(stale.statusCode).toBe(409);
    expect((await list()).revision).toBe(before + 1);
  });

  it('lets HR and the owner use the openings, and no one else', async () => {
    const { app } = await start();
    const expected = { owner: 200, hr: 200, editor: 403, branch: 403 } as const;
    for (const [role, statusCode] of Object.entries(expected) as [keyof typeof expected, number][]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/careers/openings',
        headers: await adminHeaders(app, role),
      });
      expect(response.statusCode, role).toBe(statusCode);
    }
    expect((await app.inject({ method: 'GET', url: '/api/careers/openings' })).statusCode).toBe(401);
  });

  it('puts the openings in the order HR sets', async () => {
    const { list, send, careersPage } = await start();
    const ids = ['002', '001', '003', '004', '005'];
    const moved = await send('PUT', '/order', { ids, baseRevision: (await list()).revision });
    expect(moved.statusCode).toBe(200);
    expect((await list()).openings.map((entry) => entry.opening.id)).toEqual(ids);
    const page = await careersPage();
    expect(page.indexOf('Operations Executive')).toBeLessThan(page.indexOf('Senior Accountant'));
    const missing = await send('PUT', '/order', { ids: ['001'], baseRevision: (await list()).revision });
    expect(missing.statusCode).toBe(409);
  });
});
