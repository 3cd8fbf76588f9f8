import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertApplication } from '#server/db/applications-repository.js';
import { readableReference } from '#server/services/readable-reference.js';
import type { FileStore } from '#server/services/storage/file-store.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { postApplication, validApplicationFields } from '#tests/support/job-application.js';
import { buildPdf } from '#tests/support/pdf-file.js';
import { storedFileContent, storedFileKeys } from '#tests/support/stored-files.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { createTestDatabase, databaseEngines, type TestDatabase } from '#tests/support/test-database.js';

/** The application row and its resume are kept together or not at all, in the database. */
describe.each(databaseEngines)('resumes in the database on %s', (engine) => {
  let testApp: TestApp;
  afterEach(async () => {
    vi.restoreAllMocks();
    await testApp.close();
  });

  const storedRows = () => testApp.database.db.selectFrom('job_applications').selectAll().execute();
  const storedChunks = () => testApp.database.db.selectFrom('stored_file_chunks').selectAll().execute();

  it('keeps neither row nor file when the transaction fails after the row is written', async () => {
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
    expect(await storedFileKeys(testApp.database.db)).toEqual([]);
  });

  it('keeps neither row nor file when the transaction fails after the file is written', async () => {
    testApp = await createTestApp(engine);
    await testApp.app.ready();
    const fileStore: FileStore = testApp.app.fileStore;
    const realPut = fileStore.put.bind(fileStore);
    vi.spyOn(fileStore, 'put').mockImplementationOnce(async (db, file) => {
      await realPut(db, file);
      throw new Error('the store failed after writing');
    });

    const response = await postApplication(testApp.app);

    expect(response.statusCode).toBe(500);
    expect(await storedRows()).toEqual([]);
    expect(await storedFileKeys(testApp.database.db)).toEqual([]);
    expect(await storedChunks()).toEqual([]);

    // The next applicant is not affected.
    expect((await postApplication(testApp.app)).statusCode).toBe(201);
    expect(await storedRows()).toHaveLength(1);
    expect(await storedFileKeys(testApp.database.db)).toHaveLength(1);
  });
});

/**
 * Resumes were files in DATA_DIR/resumes before they moved into the database: each start moves
 * whatever is still there.
 */
describe.each(databaseEngines)('moving the old resume folder into the database on %s', (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.app.close();
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const folder = () => path.join(dataDir, 'resumes');
  const start = async () => {
    const testApp = await createTestApp(engine, { DATA_DIR: dataDir }, { database });
    apps.push(testApp);
    await testApp.app.ready();
    return testApp;
  };
  const applyWithFile = (email: string, resumeFile: string) =>
    insertApplication(database.db, {
      ...validApplicationFields,
      reference: readableReference('A'),
      email,
      resumeFile,
      language: 'en',
      resumeSize: 100,
      applicationDate: '2025-09-01T10:00:00.000Z',
    });
  const resumeFileOf = async (id: number | undefined) =>
    (
      await database.db
        .selectFrom('job_applications')
        .select('resume_file')
        .where('id', '=', id ?? -1)
        .executeTakeFirstOrThrow()
    ).resume_file;

  it('moves every application’s resume in, keeps strangers for a person, and is safe to repeat', async () => {
    database = await createTestDatabase(engine);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-old-resumes-'));
    fs.mkdirSync(folder());
    const asha = buildPdf('Asha Sen');
    const dev = buildPdf('Dev Roy, deleted half-way');
    fs.writeFileSync(path.join(folder(), 'a1.pdf'), asha);
    // An earlier version renamed a resume so while deleting its application, and crashed.
    fs.writeFileSync(path.join(folder(), 'b2.pdf.deleting'), dev);
    fs.writeFileSync(path.join(folder(), 'orphan.pdf'), buildPdf('no application'));
    fs.writeFileSync(path.join(folder(), '.upload-c3.part'), '%PDF-1.4 half uploa');
    const ashaId = await applyWithFile('asha@example.com', 'a1.pdf');
    const devId = await applyWithFile('dev@example.com', 'b2.pdf');
    const lostId = await applyWithFile('lost@example.com', 'lost.pdf');

    const testApp = await start();

    expect(await resumeFileOf(ashaId)).toBe('resumes/a1.pdf');
    expect(await resumeFileOf(devId)).toBe('resumes/b2.pdf');
    // Nothing to move: the row stays as it was, and its download answers 404 as before.
    expect(await resumeFileOf(lostId)).toBe('lost.pdf');
    expect(await storedFileContent(database.db, 'resumes/a1.pdf')).toEqual(asha);
    expect(await storedFileContent(database.db, 'resumes/b2.pdf')).toEqual(dev);
    expect(fs.readdirSync(folder()).sort()).toEqual(['.upload-c3.part', 'orphan.pdf']);
    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/careers/applications/${ashaId}/resume`,
      headers: await adminHeaders(testApp.app),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(asha);

    await testApp.app.close();
    await start();
    expect(await storedFileKeys(database.db)).toEqual(['resumes/a1.pdf', 'resumes/b2.pdf']);
    expect(fs.readdirSync(folder()).sort()).toEqual(['.upload-c3.part', 'orphan.pdf']);
  });

  it('removes a file moved in by a start that stopped before removing it, then the empty folder', async () => {
    database = await createTestDatabase(engine);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-old-resumes-'));
    fs.mkdirSync(folder());
    const resume = buildPdf('Mita Das');
    fs.writeFileSync(path.join(folder(), 'd4.pdf'), resume);
    fs.writeFileSync(path.join(folder(), 'e5.pdf'), buildPdf('Ravi Kumar'));
    await applyWithFile('ravi@example.com', 'e5.pdf');
    const mitaId = await applyWithFile('mita@example.com', 'resumes/d4.pdf');
    const testApp = await createTestApp(engine, {}, { database });
    apps.push(testApp);
    await testApp.app.fileStore.put(database.db, {
      key: 'resumes/d4.pdf',
      contentType: 'application/pdf',
      content: resume,
    });

    await start();

    expect(fs.existsSync(folder())).toBe(false);
    expect(await resumeFileOf(mitaId)).toBe('resumes/d4.pdf');
    expect(await storedFileKeys(database.db)).toEqual(['resumes/d4.pdf', 'resumes/e5.pdf']);
  });
});
