// The benchmarks' dataset generator writes straight into the tables, past the server's code. On a
// small dataset this checks that its rows still fit the schema the server migrates to and that the
// server counts them as the generator does, so a schema change fails here, not in the next benchmark.

import { afterEach, describe, expect, it } from 'vitest';
import { adminHeaders } from '#tests/support/admin-session.js';
import { generateAnalyticsDataset } from '#tests/support/analytics-dataset-generator.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

/** 17:30 IST; the dataset's half day before it lies within today, which the server counts live. */
const now = new Date('2025-03-15T12:00:00.000Z');

describe.each(databaseEngines)('the analytics dataset generator on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  it('writes visits and chats that the dashboard counts, bots left out', async () => {
    testApp = await createTestApp(engine);
    testApp.app.now = () => now;
    const counts = await generateAnalyticsDataset(testApp.database.location, {
      visits: 400,
      chats: 120,
      now,
      days: 0.5,
    });
    expect(counts).toMatchObject({ visits: 400, chats: 120 });
    expect(counts.botVisits).toBeGreaterThan(0);
    expect(counts.pageViews).toBeGreaterThan(counts.visits);

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/analytics/summary?timeframe=today',
      headers: await adminHeaders(testApp.app),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      total_visits: counts.visits - counts.botVisits,
      total_chats: counts.chats,
    });
  });
});
