import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, migrateToLatest } from '#server/db/database.js';
import { purgeExpiredRecords } from '#server/services/data-care/retention.js';
import { analyticsDay } from '#shared/analytics.js';
import { createManualTimers } from '#tests/support/manual-timers.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { createTestDatabase, databaseEngines, type TestDatabase } from '#tests/support/test-database.js';
import { daysBefore, insertRecordsAt, remainingLabels } from './retention-rows.js';

const run = promisify(execFile);

describe.each(databaseEngines)('retention of visits and chats (%s)', (engine) => {
  let database: TestDatabase | undefined;
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    await database?.dispose();
    testApp = undefined;
    database = undefined;
  });

  it('deletes visits, page views and chats older than RETENTION_DAYS and keeps applications', async () => {
    database = await createTestDatabase(engine);
    const now = new Date('2026-06-15T12:00:00.000Z');
    // Either side of the cut-off (2026-06-05T12:00Z for 10 days) by one second.
    await insertRecordsAt(database.db, '2026-06-05T11:59:59.000Z', 'expired');
    await insertRecordsAt(database.db, '2026-06-05T12:00:01.000Z', 'kept');
    await insertRecordsAt(database.db, daysBefore(now, 800), 'ancient');

    const result = await purgeExpiredRecords(database.db, { now, retentionDays: 10 });

    expect(result).toEqual({
      cutoff: '2026-06-05T12:00:00.000Z',
      purged: { visitors: 2, page_views: 2, chats: 2 },
      prunedRevisions: 0,
      auditCutoff: '2024-06-15T12:00:00.000Z',
      auditPurged: 0,
    });
    expect(await remainingLabels(database.db)).toEqual({
      visitors: ['kept'],
      pageViews: ['kept'],
      chats: ['kept'],
      applications: ['ancient', 'expired', 'kept'],
    });
  });

  it('deletes more rows than one batch, and nothing on a second run', async () => {
    database = await createTestDatabase(engine);
    const now = new Date();
    const old = daysBefore(now, 400);
    const rows = Array.from({ length: 4500 }, (_, index) => ({
      session_id: `old-${index}`,
      event_id: null,
      path: '/',
      title: 'Home',
      is_bot: 0,
      viewed_at: old,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await database.db
        .insertInto('page_views')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    await insertRecordsAt(database.db, daysBefore(now, 394), 'recent');

    const first = await purgeExpiredRecords(database.db, { now, retentionDays: 395 });
    const second = await purgeExpiredRecords(database.db, { now, retentionDays: 395 });

    expect(first.purged.page_views).toBe(4500);
    expect(second.purged).toEqual({ visitors: 0, page_views: 0, chats: 0 });
    expect((await remainingLabels(database.db)).pageViews).toEqual(['recent']);
  });

  it('purges on its own schedule inside the running server, first shortly after start', {
    timeout: 60_000,
  }, async () => {
    const timers = createManualTimers();
    testApp = await createTestApp(engine, { RETENTION_DAYS: '30' }, { jobTimers: timers });
    const { db } = testApp.app.database;
    await insertRecordsAt(db, daysBefore(new Date(), 31), 'expired');
    const keptAt = daysBefore(new Date(), 29);
    await insertRecordsAt(db, keptAt, 'kept');
    await testApp.app.ready();

    await timers.advance(59_000);
    expect((await remainingLabels(db)).visitors).toEqual(['expired', 'kept']);
    await timers.advance(1_000);
    expect((await remainingLabels(db)).visitors).toEqual(['kept']);
    // The analytics were rolled up again at once: nothing left stale, nothing kept of the purged days.
    const days = async (table: 'analytics_rolled_up_days' | 'analytics_stale_days') =>
      (await db.selectFrom(table).select('day').orderBy('day').execute()).map((row) => row.day);
    expect(await days('analytics_stale_days')).toEqual([]);
    expect((await days('analytics_rolled_up_days'))[0]).toBe(analyticsDay(new Date(keptAt)));

    // A day later, what has expired since is purged too.
    await insertRecordsAt(db, daysBefore(new Date(), 40), 'expired-later');
    await timers.advance(24 * 60 * 60 * 1000);
    expect((await remainingLabels(db)).chats).toEqual(['kept']);
    expect((await remainingLabels(db)).applications).toEqual(['expired', 'expired-later', 'kept']);
  });
});

describe('npm run data:purge', () => {
  it('purges the SQLite database under DATA_DIR with RETENTION_DAYS', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-purge-'));
    try {
      const database = connectDatabase({ kind: 'sqlite', file: path.join(dataDir, 'site.db') });
      await migrateToLatest(database.db);
      await insertRecordsAt(database.db, daysBefore(new Date(), 8), 'expired');
      await insertRecordsAt(database.db, daysBefore(new Date(), 6), 'kept');

      const { stdout } = await run('npx', ['tsx', 'scripts/purge-old-data.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', RETENTION_DAYS: '7' },
      });

      expect(stdout).toMatch(/\(7 days\): 1 visits, 1 page views, 1 chats; 0 content revisions /);
      expect(await remainingLabels(database.db)).toEqual({
        visitors: ['kept'],
        pageViews: ['kept'],
        chats: ['kept'],
        applications: ['expired', 'kept'],
      });
      await database.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
