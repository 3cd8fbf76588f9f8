import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertApplication } from '../../../src/server/db/applications-repository.js';
import { RESUME_SWEEP_INTERVAL_MS } from '../../../src/server/plugins/scheduled-jobs.js';
import { postApplication } from '../../support/job-application.js';
import { buildPdf } from '../../support/pdf-file.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { databaseEngines } from '../../support/test-database.js';

/** The application row and its resume file are kept together or not at all. */
describe.each(databaseEngines)('resume and row consistency on %s', (engine) => {
  let testApp: TestApp;
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    await testApp.close();
  });

  const resumesFolder = () => path.join(testApp.dataDir, 'resumes');
  const storedFiles = () => fs.readdirSync(resumesFolder()).sort();
  const storedRows = () => testApp.database.db.selectFrom('job_applications').selectAll().execute();

  it('leaves no file behind when the database fails after the file is written', async () => {
    testApp = await createTestApp(engine);
    await testApp.app.ready();
    // The row goes in, then its history entry fails: the whole transaction must roll back.
    await testApp.database.db.schema.dropTable('application_status_history').execute();

    const response = await postApplication(testApp.app);

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: 'Internal server error',
      code: 'internal_error',
    });
    expect(await storedRows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('stores no row when the file cannot be given its final name', async () => {
    testApp = await createTestApp(engine);
    await testApp.app.ready();
    vi.spyOn(fsPromises, 'rename').mockRejectedValueOnce(
      Object.assign(new Error('disk full'), { code: 'ENOSPC' }),
    );

    const response = await postApplication(testApp.app);

    expect(response.statusCode).toBe(500);
    expect(await storedRows()).toEqual([]);
    expect(storedFiles()).toEqual([]);

    // The next applicant is not affected.
    expect((await postApplication(testApp.app)).statusCode).toBe(201);
    expect(await storedRows()).toHaveLength(1);
    expect(storedFiles()).toHaveLength(1);
  });

  it('removes, on start, old files that a crash left without an application', async () => {
    testApp = await createTestApp(engine);
    const folder = resumesFolder();
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const write = (name: string, modified?: Date) => {
      fs.writeFileSync(path.join(folder, name), buildPdf());
      if (modified) fs.utimesSync(path.join(folder, name), modified, modified);
    };
    write('kept.pdf', twoHoursAgo);
    write('orphan.pdf', twoHoursAgo);
    write('.upload-old.part', twoHoursAgo);
    write('.upload-in-progress.part');
    await insertApplication(testApp.database.db, {
      jobId: '001',
      jobTitle: 'Senior Accountant',
      firstName: 'Asha',
      lastName: 'Sen',
      email: 'asha.sen@example.com',
      phone: '9876543210',
      expectedSalary: '4 LPA',
      position: 'Senior Accountant',
      availableStartDate: '2025-09-01',
      resumeFile: 'kept.pdf',
      resumeSize: 100,
      applicationDate: twoHoursAgo.toISOString(),
    });

    await testApp.app.ready();

    await vi.waitFor(() => expect(storedFiles()).toEqual(['.upload-in-progress.part', 'kept.pdf']));
  });

  it('sweeps again every hour, so a server that keeps running does not keep what a crash left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    testApp = await createTestApp(engine);
    await testApp.app.ready();
    // The sweep at start, over an empty folder.
    await vi.advanceTimersByTimeAsync(0);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of ['.upload-crashed.part', 'unclaimed.pdf']) {
      fs.writeFileSync(path.join(resumesFolder(), name), buildPdf());
      fs.utimesSync(path.join(resumesFolder(), name), twoHoursAgo, twoHoursAgo);
    }
    fs.writeFileSync(path.join(resumesFolder(), '.upload-in-progress.part'), buildPdf());

    await vi.advanceTimersByTimeAsync(RESUME_SWEEP_INTERVAL_MS - 1000);
    expect(storedFiles()).toEqual(['.upload-crashed.part', '.upload-in-progress.part', 'unclaimed.pdf']);
    await vi.advanceTimersByTimeAsync(1000);
    // The sweep first takes its job lock (on PostgreSQL a connection of its own): on a busy
    // machine that alone can pass waitFor's default second.
    await vi.waitFor(() => expect(storedFiles()).toEqual(['.upload-in-progress.part']), { timeout: 10_000 });
  });
});
