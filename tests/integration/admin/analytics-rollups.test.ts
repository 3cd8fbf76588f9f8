import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { msUntilCloseOfDay } from '#server/plugins/scheduled-jobs.js';
import { rollUpClosedDays } from '#server/services/analytics/analytics-rollups.js';
import { purgeExpiredRecords } from '#server/services/data-care/retention.js';
import { type Timeframe, timeframeStart, timeframes } from '#shared/analytics.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createManualTimers, type ManualTimers } from '#tests/support/manual-timers.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import {
  buildRollupDataset,
  type ExpectedFigures,
  expectedFigures,
  insertRollupDataset,
  istTime,
  type RollupDataset,
  rollupNow,
} from './analytics-rollup-dataset.js';

const chromeAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.each(databaseEngines)('analytics from daily roll-ups on %s', (engine) => {
  let testApp: TestApp;
  let headers: { authorization: string };
  let dataset: RollupDataset;
  let timers: ManualTimers;

  beforeEach(async () => {
    timers = createManualTimers();
    testApp = await createTestApp(engine, {}, { jobTimers: timers });
    testApp.app.now = () => rollupNow;
    dataset = buildRollupDataset();
    await insertRollupDataset(testApp.database.db, dataset);
    headers = await adminHeaders(testApp.app);
  });
  afterEach(async () => {
    await testApp.close();
  });

  const get = async (path: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/analytics/${path}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  /** Every figure of the dashboard for a timeframe, in the shape `expectedFigures` gives. */
  const figuresFromApi = async (timeframe: Timeframe): Promise<ExpectedFigures> => {
    const query = `timeframe=${timeframe}`;
    const [
      summary,
      visitors,
      chats,
      locations,
      timeseries,
      topPages,
      languages,
      referrers,
      browsers,
      devices,
    ] = await Promise.all([
      get(`summary?${query}`),
      get(`visitors?${query}&limit=1`),
      get(`chats?${query}&limit=1`),
      get(`locations?${query}&limit=500`),
      get(`timeseries?${query}`),
      get(`top-pages?${query}&limit=500`),
      get(`languages?${query}`),
      get(`referrers?${query}&limit=500`),
      get(`browsers?${query}&limit=500`),
      get(`devices?${query}&limit=500`),
    ]);
    return {
      summary,
      visitorsTotal: visitors.total,
      chatsTotal: chats.total,
      visitorLocations: locations.visitor_locations,
      chatLocations: locations.chat_locations,
      chatSummary: locations.chat_summary,
      days: timeseries.days,
      topPages: topPages.items,
      languages: languages.languages.map(({ code, page_views }: { code: string; page_views: number }) => ({
        code,
        page_views,
      })),
      referrers: referrers.items,
      browsers: browsers.items,
      devices: devices.items,
    };
  };

  const expectFiguresOfRows = async () => {
    for (const timeframe of timeframes) {
      expect(await figuresFromApi(timeframe), timeframe).toEqual(
        expectedFigures(dataset, timeframe, rollupNow),
      );
    }
  };

  const daysIn = async (table: 'analytics_rolled_up_days' | 'analytics_stale_days') =>
    (await testApp.database.db.selectFrom(table).select('day').orderBy('day').execute()).map(
      (row) => row.day,
    );
  const rolledUpDays = () => daysIn('analytics_rolled_up_days');
  const staleDays = () => daysIn('analytics_stale_days');
  /** The close-of-day job, run as the schedule runs it. */
  const runRollupJob = () => testApp.app.jobs.run('analytics-rollup');

  /** Every IST day from `first` to the day before `rollupNow`. */
  const closedDaysFrom = (first: string) => {
    const days: string[] = [];
    for (let day = first; day < '2025-03-15'; ) {
      days.push(day);
      day = new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
    }
    return days;
  };

  it('answers what the rows give before any roll-up, and the same from the roll-ups after the job', async () => {
    await expectFiguresOfRows();
    // Reads only read: nothing was rolled up by answering them.
    expect(await rolledUpDays()).toEqual([]);

    await runRollupJob();
    expect(await rolledUpDays()).toEqual(closedDaysFrom('2025-03-01'));
    await expectFiguresOfRows();
    // The roll-ups hold the closed days' counts: every human visit before today, once.
    const { visits } = await testApp.database.db
      .selectFrom('analytics_daily_rollups')
      .select((eb) => eb.fn.sum<number>('visits').as('visits'))
      .where('dimension', '=', 'day')
      .executeTakeFirstOrThrow();
    expect(Number(visits)).toBe(
      dataset.visits.filter((visit) => !visit.bot && visit.time < timeframeStart('today', rollupNow)!).length,
    );
    // A second run finds nothing to do.
    expect(await rollUpClosedDays(testApp.database.db, rollupNow)).toEqual([]);
  });

  it('counts rows that arrive today, and a visit sent late into a rolled-up day, before and after the next roll-up', async () => {
    await runRollupJob();
    const { db } = testApp.database;
    const send = async (body: Record<string, string>) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/tracking/visitor',
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    // A new visitor today, and a visit queued in a browser yesterday (it keeps its own time).
    await send({ sessionId: 'visitor_1741990000000_new', userAgent: chromeAgent, path: '/careers' });
    await send({
      sessionId: 'visitor_1741990000000_late',
      userAgent: chromeAgent,
      path: '/contact',
      timestamp: istTime('2025-03-14', '15:00'),
      referrer: 'https://bing.com/',
    });
    const newVisits = await db
      .selectFrom('visitors')
      .selectAll()
      .where('session_id', 'like', 'visitor_1741990000000_%')
      .orderBy('id')
      .execute();
    expect(newVisits.map((visit) => visit.visit_time)).toEqual([
      rollupNow.toISOString(),
      istTime('2025-03-14', '15:00'),
    ]);
    for (const visit of newVisits) {
      dataset.visits.push({
        session: visit.session_id,
        time: visit.visit_time,
        city: visit.city,
        country: visit.country,
        referrer: visit.referrer,
        browser: visit.browser,
        device: visit.device_type,
        bot: visit.is_bot === 1,
      });
      dataset.pageViews.push({
        session: visit.session_id,
        path: visit.landing_path!,
        time: visit.visit_time,
        bot: false,
      });
    }
    // A visitor of the 3rd comes back today, and a chat.
    const writtenToday: RollupDataset = {
      visits: [
        {
          session: 'visitor_returning',
          time: istTime('2025-03-15', '17:00'),
          city: 'Kolkata',
          country: 'India',
          referrer: 'Direct',
          browser: 'Chrome',
          device: 'desktop',
          bot: false,
        },
      ],
      pageViews: [
        { session: 'visitor_returning', path: '/products', time: istTime('2025-03-15', '17:00'), bot: false },
      ],
      chats: [
        { session: 'chat_today', time: istTime('2025-03-15', '17:10'), city: 'Patna', country: 'India' },
      ],
    };
    await insertRollupDataset(db, writtenToday);
    dataset.visits.push(...writtenToday.visits);
    dataset.pageViews.push(...writtenToday.pageViews);
    dataset.chats.push(...writtenToday.chats);

    // The late visit's day is read from its rows until the job rolls it up again.
    expect(await staleDays()).toEqual(['2025-03-14']);
    await expectFiguresOfRows();
    expect(await rollUpClosedDays(db, rollupNow)).toEqual(['2025-03-14']);
    expect(await staleDays()).toEqual([]);
    await expectFiguresOfRows();
  });

  it('reads the days a purge changed from their rows until the job rolls them up again', async () => {
    await runRollupJob();
    // 9 days before 17:30 IST on the 15th: the cut-off falls in the afternoon of the 6th. The
    // returning visitor's first visit (the 3rd) goes; the session now counts on the 8th.
    const { cutoff } = await purgeExpiredRecords(testApp.database.db, { now: rollupNow, retentionDays: 9 });
    expect(cutoff).toBe(istTime('2025-03-06', '17:30'));
    dataset.visits = dataset.visits.filter((visit) => visit.time >= cutoff);
    dataset.pageViews = dataset.pageViews.filter((view) => view.time >= cutoff);
    dataset.chats = dataset.chats.filter((chat) => chat.time >= cutoff);
    expect(dataset.visits.some((visit) => visit.session === 'visitor_returning')).toBe(true);
    expect(await staleDays()).toEqual(expect.arrayContaining(['2025-03-06', '2025-03-08']));

    await expectFiguresOfRows();
    await runRollupJob();
    expect(await staleDays()).toEqual([]);
    expect(await rolledUpDays()).toEqual(closedDaysFrom('2025-03-06'));
    await expectFiguresOfRows();
  });

  it('rolls every day up once when servers run the job at the same time, and reads stay right meanwhile', async () => {
    const { db } = testApp.database;
    const [figures] = await Promise.all([
      Promise.all(timeframes.map((timeframe) => figuresFromApi(timeframe))),
      rollUpClosedDays(db, rollupNow),
      rollUpClosedDays(db, rollupNow),
      runRollupJob(),
    ]);
    expect(figures).toEqual(timeframes.map((timeframe) => expectedFigures(dataset, timeframe, rollupNow)));
    expect(await rolledUpDays()).toEqual(closedDaysFrom('2025-03-01'));
    const perDay = await db
      .selectFrom('analytics_daily_rollups')
      .select(['day', (eb) => eb.fn.countAll<number>().as('rows')])
      .where('dimension', '=', 'day')
      .groupBy('day')
      .execute();
    expect(perDay.every((row) => Number(row.rows) === 1)).toBe(true);
    await expectFiguresOfRows();
  });

  it('rolls up on its own a minute after start, then at the close of each IST day', async () => {
    await testApp.app.ready();
    await timers.advance(59_000);
    expect(await rolledUpDays()).toEqual([]);
    await timers.advance(1_000);
    expect(await rolledUpDays()).toEqual(closedDaysFrom('2025-03-01'));

    // The 15th closes: the next run, a minute after midnight, rolls it up.
    const untilNextRun = msUntilCloseOfDay(rollupNow);
    expect(untilNextRun).toBe((6 * 60 + 30 + 1) * 60_000);
    await timers.advance(untilNextRun - 60_000);
    testApp.app.now = () => new Date(istTime('2025-03-16', '00:01'));
    await timers.advance(60_000);
    expect(await rolledUpDays()).toContain('2025-03-15');
  });
});
