import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { delay, postInTwoParts, type RunningServer, startServer } from '#tests/support/server-process.js';
import {
  applicationForm,
  CrashClients,
  type RequestKind,
  RequestLedger,
  requestId,
  requestKinds,
  resumeOf,
  resumeText,
} from './support/crash-workload.js';
import {
  type DatabaseUnderTest,
  postgresSchemaUnderTest,
  sqliteUnderTest,
} from './support/database-under-test.js';
import { ledgerMismatches, readStoredRecords } from './support/stored-records.js';

/**
 * The compiled server killed with SIGKILL while clients send visits, chats and job applications,
 * then started again on the same data, several times over: every request answered with a 2xx
 * must be stored exactly once, with its resume, and the database must pass its integrity checks.
 * Playwright, though no browser is driven: it needs the production build, as it runs in production,
 * and `npm test` builds only after the vitest suites have passed; the end-to-end suite is the one
 * that runs against the build (a second build, or a third suite, would cost more than it tells).
 */

const CLIENTS = 8;
const CRASHES = 2;
/** Each server life takes this many 2xx answers of every kind before it is killed. */
const ANSWERS_PER_KIND_BEFORE_KILL = 15;
/** Long enough for the server to be reading an upload's first part when it is killed. */
const UPLOAD_READ_MS = 300;
/** Three server starts take a few seconds each, and many more on a loaded machine. */
const TIMEOUT_MS = 90_000;

test.describe('crash recovery', () => {
  test('on SQLite, loses no 2xx-answered visit, chat or application to SIGKILL, and stores none twice', async () => {
    test.setTimeout(TIMEOUT_MS);
    await survivesCrashes(sqliteUnderTest);
  });

  test('on PostgreSQL, loses no 2xx-answered visit, chat or application to SIGKILL, and stores none twice', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    // Skipped only without a PostgreSQL server to run on: like the integration tests, this runs where
    // TEST_DATABASE_URL names one, which .ci/run always sets; the SQLite test above runs everywhere.
    test.skip(!serverUrl, 'TEST_DATABASE_URL is not set');
    test.setTimeout(TIMEOUT_MS);
    await survivesCrashes(await postgresSchemaUnderTest(serverUrl as string));
  });
});

async function survivesCrashes(database: DatabaseUnderTest) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-crash-'));
  const ledger = new RequestLedger();
  const start = () => startServer({ dataDir, databaseUrl: database.databaseUrl });
  try {
    for (let life = 1; life <= CRASHES; life += 1) {
      const server = await start();
      try {
        await resendAfterRestart(server.port, ledger);
        const clients = new CrashClients(ledger, server.port, life, CLIENTS);
        await clients.untilEachKindAnswered(ANSWERS_PER_KIND_BEFORE_KILL);
        await killDuringUpload(server, ledger, clients, life);
        await clients.finished;
        expect(await server.exited).toBeNull();
      } finally {
        server.process.kill('SIGKILL');
      }
    }

    const last = await start();
    try {
      await resendAfterRestart(last.port, ledger);
      last.process.kill('SIGTERM');
      expect(await last.exited).toBe(0);
    } finally {
      last.process.kill('SIGKILL');
    }

    const reader = await database.read(dataDir);
    const stored = await readStoredRecords(reader).finally(() => reader.close());
    expect(stored.integrityProblems).toEqual([]);
    expect(stored.unrecognisedChats).toEqual([]);
    expect(stored.historyWithoutApplication).toBe(0);

    expect(ledgerMismatches(stored.counts, ledger)).toEqual([]);
    // Visits and applications carry what makes a retry safe, so every one cut off was resent.
    expect(ledger.unanswered('visit')).toEqual([]);
    expect(ledger.unanswered('application')).toEqual([]);

    // Each application has its first history entry and its resume, byte for byte as sent; the
    // file store holds no file that no application names (the uploads cut off included).
    for (const application of stored.applications) {
      expect(application.historyRows).toBe(1);
      const sentResume = resumeOf(application.id);
      expect(stored.storedFiles.get(application.resumeFile)?.equals(sentResume)).toBe(true);
      expect(application.resumeSize).toBe(sentResume.length);
    }
    const resumeFiles = stored.applications.map((application) => application.resumeFile);
    expect([...stored.storedFiles.keys()].sort()).toEqual(resumeFiles.sort());
    // Nothing is written outside the database: the resume folder of earlier versions is gone.
    expect(fs.existsSync(path.join(dataDir, 'resumes'))).toBe(false);

    const rowsStored = requestKinds.reduce((sum, kind) => sum + stored.counts[kind].size, 0);
    const byKind = (count: (kind: RequestKind) => number) =>
      requestKinds.map((kind) => `${kind} ${count(kind)}`).join(', ');
    test.info().annotations.push({
      type: 'crash',
      description:
        `${CLIENTS} clients, ${CRASHES} SIGKILLs survived; ${ledger.attempts} requests sent ` +
        `(retries included), ${ledger.answers2xx} answered 2xx; rows stored ${rowsStored} ` +
        `(${byKind((kind) => stored.counts[kind].size)}); cut off by a kill but stored: ` +
        `${byKind((kind) => ledger.foundStoredOnRetry[kind].size)}; 0 lost, 0 stored twice; ` +
        `${CRASHES} uploads cut off mid-resume by a kill, 0 files left without an application`,
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.dispose();
  }
}

/**
 * After a restart, a client resends what the kill cut off, and some of what was already answered:
 * both must end up stored once. Chats are not resent: their seed contract has no id that would make
 * a retry safe, so a chat cut off is stored at most once.
 */
async function resendAfterRestart(port: number, ledger: RequestLedger) {
  for (const kind of ['visit', 'application'] as const) {
    const alreadyAnswered = [...ledger.answered[kind]].slice(-10);
    for (const id of [...ledger.unanswered(kind), ...alreadyAnswered]) await ledger.send(port, kind, id);
  }
}

/**
 * Sends an application whose body stops in the middle of the resume and kills the server while it
 * reads that resume, the clients still sending: none of it may be stored (the resume is written
 * only in the transaction of its application, which never began).
 */
async function killDuringUpload(
  server: RunningServer,
  ledger: RequestLedger,
  clients: CrashClients,
  life: number,
): Promise<void> {
  const id = requestId('application', life, 0, 0);
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: applicationForm(id) });
  const bytes = Buffer.from(await request.arrayBuffer());
  const marker = Buffer.from(resumeText(id));
  const body = {
    bytes,
    contentType: request.headers.get('content-type') ?? '',
    splitAt: bytes.indexOf(marker) + marker.length,
  };
  ledger.noteSent('application', id);
  const upload = postInTwoParts(server.port, '/api/careers/apply', body, async () => {
    // The server is reading the first part; nothing of it shows outside the process.
    await delay(UPLOAD_READ_MS);
    clients.expectKill();
    server.process.kill('SIGKILL');
    await server.exited;
  });
  // The connection breaks with the process; any other error is the test's own failure.
  await expect(upload).rejects.toThrow(/socket hang up|ECONNRESET|EPIPE/);
}
