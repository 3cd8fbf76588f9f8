import { afterEach, describe, expect, it } from 'vitest';
import { readPageViewsByLanguage } from '#server/services/analytics/analytics-reports.js';
import { rollUpClosedDays } from '#server/services/analytics/analytics-rollups.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

/** Noon in Kolkata on 15 March 2025: "today" is that IST day. */
const now = new Date('2025-03-15T06:30:00.000Z');

describe.each(databaseEngines)('page views by language on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  async function viewed(path: string, viewedAt: string, bot = false) {
    await testApp.database.db
      .insertInto('page_views')
      .values({
        session_id: 's1',
        event_id: null,
        path,
        title: path,
        is_bot: bot ? 1 : 0,
        viewed_at: viewedAt,
      })
      .execute();
  }

  it('counts each view by its path’s prefix, English for the rest, and leaves bots out', async () => {
    testApp = await createTestApp(engine);
    for (const path of [
      '/bn',
      '/bn/careers',
      '/bn/brands/hp',
      '/hi/contact',
      '/',
      '/careers',
      '/bnb',
      '/hindi',
    ])
      await viewed(path, '2025-03-15T05:00:00.000Z');
    await viewed('/hi', '2025-03-15T05:00:00.000Z', true);

    expect(await readPageViewsByLanguage(testApp.database.db, 'all', now)).toEqual({
      languages: [
        { code: 'en', name: 'English', page_views: 4 },
        { code: 'bn', name: 'Bengali', page_views: 3 },
        { code: 'hi', name: 'Hindi', page_views: 1 },
      ],
    });
  });

  it('adds the closed days’ roll-ups to today’s rows, within the timeframe, and lists a quiet language with 0', async () => {
    testApp = await createTestApp(engine);
    testApp.app.now = () => now;
    await viewed('/bn/products', '2025-03-01T05:00:00.000Z');
    await viewed('/bn', '2025-03-14T05:00:00.000Z');
    await viewed('/products', '2025-03-14T06:00:00.000Z');
    await rollUpClosedDays(testApp.database.db, now);
    // The closed days are now counted from their roll-ups: rows changed behind the job's back
    // (every path made English) change nothing.
    await testApp.database.db.updateTable('page_views').set({ path: '/' }).execute();
    await viewed('/bn/contact', '2025-03-15T05:00:00.000Z');

    const languages = async (timeframe: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/analytics/languages?timeframe=${timeframe}`,
        headers: await adminHeaders(testApp.app),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json()
        .data.languages.map(({ code, page_views }: { code: string; page_views: number }) => [
          code,
          page_views,
        ]);
    };
    expect(await languages('all')).toEqual([
      ['en', 1],
      ['bn', 3],
      ['hi', 0],
    ]);
    expect(await languages('7d')).toEqual([
      ['en', 1],
      ['bn', 2],
      ['hi', 0],
    ]);
    expect(await languages('today')).toEqual([
      ['en', 0],
      ['bn', 1],
      ['hi', 0],
    ]);
  });
});
