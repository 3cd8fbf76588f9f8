import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleContent } from '#content/samples/index.js';
import { connectDatabase, type DatabaseConnection, migrateToLatest } from '#server/db/database.js';
import { submitEnquiry } from '#server/services/enquiries/submit-enquiry.js';
import { createDatabaseFileStore } from '#server/services/storage/database-file-store.js';
import { enquirySubmissionSchema } from '#shared/enquiries.js';
import { enquiryPayload } from '#tests/integration/enquiries/enquiry-requests.js';
import { insertRecordsAt } from './retention-rows.js';

const run = promisify(execFile);

function runBackup(dataDir: string, extraArguments: string[] = [], environment: Record<string, string> = {}) {
  return run('npx', ['tsx', 'scripts/backup-database.ts', ...extraArguments], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...environment },
  });
}

/** Writes a visit and its page view in one transaction, again and again, until told to stop. */
function keepWriting(database: DatabaseConnection) {
  let stopped = false;
  let written = 0;
  const writing = (async () => {
    while (!stopped) {
      const sessionId = `during-${written}`;
      await database.db.transaction().execute(async (transaction) => {
        await insertRecordsAt(transaction, new Date().toISOString(), sessionId);
      });
      written += 1;
      // SQLite answers synchronously: without this the loop would never let the backup's process exit be seen.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    get written() {
      return written;
    },
    async stop() {
      stopped = true;
      await writing;
    },
  };
}

function readBackup(file: string) {
  const backup = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const count = (table: string) =>
      (backup.prepare(`select count(*) as count from ${table}`).get() as { count: number }).count;
    return {
      integrity: backup.pragma('integrity_check', { simple: true }),
      visitors: count('visitors'),
      chats: count('chats'),
      applications: count('job_applications'),
      enquiries: count('enquiries'),
      storedFiles: backup
        .prepare('select id, content from stored_files join stored_file_chunks on file_id = id')
        .all(),
      // A visit whose page view, chat or application is missing would be half a transaction.
      unmatched: (
        backup
          .prepare(
            `select count(*) as count from visitors v
             where not exists (select 1 from page_views p where p.session_id = v.session_id)
                or not exists (select 1 from chats c where c.session_id = v.session_id)
                or not exists (select 1 from job_applications a where a.first_name = v.session_id)`,
          )
          .get() as { count: number }
      ).count,
    };
  } finally {
    backup.close();
  }
}

describe('npm run db:backup', () => {
  let dataDir: string;
  let database: DatabaseConnection;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'));
    database = connectDatabase({ kind: 'sqlite', file: path.join(dataDir, 'site.db') });
    await migrateToLatest(database.db);
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies a consistent database, its stored files included, while another connection keeps writing', async () => {
    for (let index = 0; index < 300; index += 1) {
      await insertRecordsAt(database.db, new Date().toISOString(), `before-${index}`);
    }
    const fileStore = createDatabaseFileStore({ now: () => new Date() });
    const resume = Buffer.from('%PDF-1.4 stored');
    await fileStore.put(database.db, {
      key: 'resumes/a1.pdf',
      contentType: 'application/pdf',
      content: resume,
    });
    const destination = path.join(dataDir, 'chosen-backup');

    const writer = keepWriting(database);
    const { stdout } = await runBackup(dataDir, [destination]);
    const writtenWhileBackingUp = writer.written;
    await writer.stop();

    expect(writtenWhileBackingUp).toBeGreaterThan(0);
    expect(stdout).toMatch(/resumes and media included/);
    const backup = readBackup(path.join(destination, 'site.db'));
    expect(backup.integrity).toBe('ok');
    expect(backup.unmatched).toBe(0);
    expect(backup.visitors).toBeGreaterThanOrEqual(300);
    expect(backup.visitors).toBeLessThanOrEqual(300 + writer.written);
    expect(backup.chats).toBe(backup.visitors);
    expect(backup.applications).toBe(backup.visitors);
    expect(backup.storedFiles).toEqual([{ id: 'resumes/a1.pdf', content: resume }]);
    // Starting the script through npx and tsx, beside a writer that keeps one core busy, takes
    // more than vitest's 20 s on a loaded two-core machine.
  }, 60_000);

  it('backs up into a new timestamped folder under DATA_DIR/backups by default, enquiries included', async () => {
    await insertRecordsAt(database.db, new Date().toISOString(), 'only');
    await submitEnquiry(enquirySubmissionSchema.parse(enquiryPayload()), {
      db: database.db,
      content: sampleContent,
      now: new Date(),
      mailer: undefined,
      siteUrl: 'http://localhost:3000',
      // No mailer, nothing said.
      say: (_languageCode, source) => source,
    });

    await runBackup(dataDir);

    const folders = fs.readdirSync(path.join(dataDir, 'backups'));
    expect(folders).toHaveLength(1);
    expect(folders[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/);
    const backup = readBackup(path.join(dataDir, 'backups', folders[0] ?? '', 'site.db'));
    expect(backup).toMatchObject({ integrity: 'ok', visitors: 1, enquiries: 1, unmatched: 0 });
  });

  it('explains pg_dump when the database is PostgreSQL', async () => {
    const { stdout } = await runBackup(dataDir, [], {
      DATABASE_URL: 'postgres://user@db.example.com:5432/site',
    });
    expect(stdout).toMatch(/pg_dump --format=custom/);
    expect(stdout).toMatch(/pg_restore/);
    expect(fs.existsSync(path.join(dataDir, 'backups'))).toBe(false);
  });
});
