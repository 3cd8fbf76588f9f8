import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { insertApplication } from '#server/db/applications-repository.js';
import { readableReference } from '#server/services/readable-reference.js';
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

type SecondServer = { url: string; dataDir: string; process: ChildProcess };

/** The test app's database as another process names it: the SQLite file, or PostgreSQL and the schema. */
async function databaseEnvironment(testApp: TestApp): Promise<Record<string, string>> {
  const { db, kind } = testApp.database;
  if (kind === 'sqlite') {
    const { rows } = await sql<{
      file: string;
    }>`select file from pragma_database_list where name = 'main'`.execute(db);
    return { DATABASE_URL: rows[0]!.file };
  }
  const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(db);
  return { DATABASE_URL: process.env.TEST_DATABASE_URL!, TEST_SCHEMA: rows[0]!.name };
}

async function startSecondServer(testApp: TestApp): Promise<SecondServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-second-server-'));
  const script = path.join(import.meta.dirname, 'second-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      ...(await databaseEnvironment(testApp)),
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, 'no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [firstLine] = (await once(child.stdout!, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${firstLine.toString().trim()}`, dataDir, process: child };
}

/**
 * The one-application-a-day rule is the database's: two server processes on one database cannot
 * both store the same application, whichever answers first. Resumes are in the database too, so
 * either process serves what the other received.
 */
// Each test starts a second server process (TypeScript compiled on the fly, the geolocation database read).
describe.each(databaseEngines)(
  'applications across two server processes on %s',
  { timeout: 60_000 },
  (engine) => {
    let testApp: TestApp;
    let second: SecondServer | undefined;
    afterEach(async () => {
      if (second) {
        second.process.kill('SIGTERM');
        await once(second.process, 'exit');
        fs.rmSync(second.dataDir, { recursive: true, force: true });
        second = undefined;
      }
      await testApp.close();
    });

    const storedEmails = async () =>
      (
        await testApp.database.db.selectFrom('job_applications').select('email').orderBy('email').execute()
      ).map((row) => row.email);

    it('stores one of the same application sent to both at once and answers the other 409', async () => {
      testApp = await createTestApp(engine);
      const other = await startSecondServer(testApp);
      second = other;
      const names = ['asha', 'dev', 'mita', 'ravi', 'zoe'];
      const form = (name: string) => applicationFormData({ email: `${name}@example.com` });
      const statuses = await Promise.all(
        names.flatMap((name) => [
          postApplication(testApp.app, form(name)).then((response) => response.statusCode),
          fetch(`${other.url}/api/careers/apply`, { method: 'POST', body: form(name) }).then(
            (response) => response.status,
          ),
        ]),
      );

      expect(statuses.filter((status) => status === 201)).toHaveLength(names.length);
      expect(statuses.filter((status) => status === 409)).toHaveLength(names.length);
      expect(await storedEmails()).toEqual(names.map((name) => `${name}@example.com`));
      expect(await storedFileKeys(testApp.database.db)).toHaveLength(names.length);
    });

    it('downloads from one process, byte for byte, the resume the other received', async () => {
      testApp = await createTestApp(engine);
      const other = await startSecondServer(testApp);
      second = other;
      const resume = pdfResume('Ravi Kumar, received by the second server');
      const sent = await fetch(`${other.url}/api/careers/apply`, {
        method: 'POST',
        body: applicationFormData({ email: 'ravi@example.com' }, resume),
      });
      expect(sent.status).toBe(201);
      const { reference } = ((await sent.json()) as { data: { reference: string } }).data;
      const applicationId = await applicationIdOf(testApp.database.db, reference);

      const download = await testApp.app.inject({
        method: 'GET',
        url: `/api/careers/applications/${applicationId}/resume`,
        headers: await adminHeaders(testApp.app),
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload).toEqual(resume.bytes);
    });

    it('refuses a duplicate in the database itself, whoever inserts it', async () => {
      testApp = await createTestApp(engine);
      expect((await postApplication(testApp.app)).statusCode).toBe(201);
      const [stored] = await testApp.database.db.selectFrom('job_applications').selectAll().execute();
      const duplicate = await insertApplication(testApp.database.db, {
        reference: readableReference('A'),
        jobId: stored!.job_id,
        jobTitle: stored!.job_title,
        firstName: 'Another',
        lastName: 'Try',
        email: stored!.email,
        phone: stored!.phone,
        expectedSalary: stored!.expected_salary,
        position: stored!.position,
        availableStartDate: stored!.available_start_date,
        resumeFile: 'another.pdf',
        language: 'en',
        resumeSize: 100,
        applicationDate: stored!.application_date,
      });
      expect(duplicate).toBeUndefined();
      expect(await storedEmails()).toEqual([stored!.email]);
    });
  },
);
