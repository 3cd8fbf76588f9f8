import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { headlessChrome, indiaIp, postVisitor, visitBody } from './tracking-requests.js';

describe.each(databaseEngines)('POST /api/tracking/visitor on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  const visits = () => testApp.database.db.selectFrom('visitors').selectAll().orderBy('id').execute();
  const pageViews = () => testApp.database.db.selectFrom('page_views').selectAll().orderBy('id').execute();

  it('stores a visit with the location of the request IP, the IP anonymised and the browser parsed', async () => {
    testApp = await createTestApp(engine);
    const response = await postVisitor(
      testApp.app,
      visitBody({ eventId: 'evt-first-visit-1', path: '/retail', title: 'Retail | Sample Infotech' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { stored: true } });

    const [visit] = await visits();
    expect(visit).toMatchObject({
      session_id: 'visitor_1718000000000_abc123xyz',
      event_id: 'evt-first-visit-1',
      referrer: 'https://www.google.com/',
      landing_path: '/retail',
      city: 'Mountain View',
      region: 'California',
      country: 'United States',
      ip_address: '8.8.8.0',
      browser: 'Chrome',
      os: 'Windows',
      device_type: 'desktop',
      is_bot: 0,
    });
    expect(Date.parse(visit?.visit_time ?? '')).not.toBeNaN();
    expect(await pageViews()).toMatchObject([
      { session_id: 'visitor_1718000000000_abc123xyz', path: '/retail', title: 'Retail | Sample Infotech' },
    ]);
  });

  it("accepts the seed's body as it was: its own location is ignored, an empty referrer is 'Direct'", async () => {
    testApp = await createTestApp(engine);
    const response = await postVisitor(
      testApp.app,
      {
        sessionId: 'session_1718000000000_k3j4h5g6f',
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        referrer: '',
        location: { country: 'Atlantis', city: 'Nowhere', region: 'Deep' },
      },
      indiaIp,
    );
    expect(response.statusCode).toBe(200);
    expect(await visits()).toMatchObject([
      {
        referrer: 'Direct',
        country: 'India',
        ip_address: '49.37.0.0',
        browser: 'Safari',
        os: 'iOS',
        device_type: 'mobile',
        landing_path: null,
      },
    ]);
    expect(await pageViews()).toEqual([]);
  });

  it('cuts an IPv6 address to /48, and locates an address it does not know as Unknown', async () => {
    testApp = await createTestApp(engine);
    await postVisitor(testApp.app, visitBody(), '2001:4860:4860::8888');
    await postVisitor(testApp.app, visitBody(), '127.0.0.1');
    expect(await visits()).toMatchObject([
      { ip_address: '2001:4860:4860::', country: 'United States' },
      { ip_address: '127.0.0.0', city: 'Unknown', region: 'Unknown', country: 'Unknown' },
    ]);
  });

  it('keeps the full IP only when STORE_FULL_IP says so', async () => {
    testApp = await createTestApp(engine, { STORE_FULL_IP: 'true' });
    await postVisitor(testApp.app, visitBody(), '::ffff:49.37.0.1');
    expect(await visits()).toMatchObject([{ ip_address: '49.37.0.1', country: 'India' }]);
  });

  it('reads the client IP from X-Forwarded-For only behind a trusted proxy', async () => {
    testApp = await createTestApp(engine);
    const forwarded = (app: TestApp['app']) =>
      app.inject({
        method: 'POST',
        url: '/api/tracking/visitor',
        payload: visitBody(),
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': indiaIp },
      });
    await forwarded(testApp.app);
    expect(await visits()).toMatchObject([{ country: 'Unknown', ip_address: '127.0.0.0' }]);
    await testApp.close();

    testApp = await createTestApp(engine, { TRUST_PROXY: '127.0.0.1' });
    await forwarded(testApp.app);
    expect(await visits()).toMatchObject([{ country: 'India', ip_address: '49.37.0.0' }]);
    await testApp.close();

    // One proxy hop: the address that proxy saw, not what the client wrote before it.
    testApp = await createTestApp(engine, { TRUST_PROXY: '1' });
    await testApp.app.inject({
      method: 'POST',
      url: '/api/tracking/visitor',
      payload: visitBody(),
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': `203.0.113.9, ${indiaIp}` },
    });
    expect(await visits()).toMatchObject([{ country: 'India', ip_address: '49.37.0.0' }]);
  });

  it('records bots and headless browsers flagged as bots', async () => {
    testApp = await createTestApp(engine);
    await postVisitor(testApp.app, visitBody({ userAgent: headlessChrome, path: '/' }));
    await postVisitor(
      testApp.app,
      visitBody({ userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
    );
    await postVisitor(testApp.app, visitBody({ userAgent: '' }));
    expect((await visits()).map((visit) => [visit.is_bot, visit.device_type])).toEqual([
      [1, 'bot'],
      [1, 'bot'],
      [1, 'bot'],
    ]);
    expect(await pageViews()).toMatchObject([{ is_bot: 1 }]);
  });

  it('stores a page view as a page view only', async () => {
    testApp = await createTestApp(engine);
    const response = await postVisitor(
      testApp.app,
      visitBody({ type: 'page_view', path: '/careers', title: 'Careers', eventId: 'evt-page-view-1' }),
    );
    expect(response.json()).toEqual({ success: true, data: { stored: true } });
    expect(await visits()).toEqual([]);
    expect(await pageViews()).toMatchObject([
      { session_id: 'visitor_1718000000000_abc123xyz', path: '/careers', title: 'Careers', is_bot: 0 },
    ]);
  });

  it('stores a retried record once', async () => {
    testApp = await createTestApp(engine);
    const visit = visitBody({ eventId: 'evt-retried-visit', path: '/' });
    const view = visitBody({ type: 'page_view', eventId: 'evt-retried-view', path: '/products', title: 'P' });
    const answers = [];
    for (const body of [visit, visit, view, view, visit]) {
      answers.push((await postVisitor(testApp.app, body)).json().data.stored);
    }
    expect(answers).toEqual([true, false, true, false, false]);
    expect(await visits()).toHaveLength(1);
    expect((await pageViews()).map((row) => row.path)).toEqual(['/', '/products']);
  });

  it("uses a queued record's own time when it is recent, and the server's time otherwise", async () => {
    testApp = await createTestApp(engine);
    const now = new Date('2026-03-10T12:00:00.000Z');
    testApp.app.now = () => now;
    await postVisitor(testApp.app, visitBody({ timestamp: '2026-03-10T11:15:00.000Z' }));
    await postVisitor(testApp.app, visitBody({ timestamp: '2026-01-01T00:00:00.000Z' }));
    await postVisitor(testApp.app, visitBody({ timestamp: '2026-03-11T00:00:00.000Z' }));
    expect((await visits()).map((visit) => visit.visit_time)).toEqual([
      '2026-03-10T11:15:00.000Z',
      now.toISOString(),
      now.toISOString(),
    ]);
  });

  it.each([
    ['no body fields', {}],
    ['a session id of another form', visitBody({ sessionId: 'user_123_abc' })],
    ['a chat session id', visitBody({ sessionId: 'chat_1718000000000_abc123xyz' })],
    ['a session id that is too long', visitBody({ sessionId: `visitor_1_${'a'.repeat(60)}` })],
    ['no user agent', { sessionId: 'visitor_1718000000000_abc123xyz', referrer: 'Direct' }],
    ['a user agent over 512 characters', visitBody({ userAgent: 'x'.repeat(513) })],
    ['a referrer over 2048 characters', visitBody({ referrer: `https://a.example/${'x'.repeat(2048)}` })],
    ['a page view without its path', visitBody({ type: 'page_view', title: 'Home' })],
    ['a path that is not a path', visitBody({ path: 'https://evil.example/' })],
    ['an unknown record type', visitBody({ type: 'purchase' })],
    ['a malformed event id', visitBody({ eventId: 'short' })],
    ['a NUL character', visitBody({ referrer: 'a\u0000b' })],
    ['a timestamp that is not a time', visitBody({ timestamp: 'yesterday' })],
    ['a number for the user agent', visitBody({ userAgent: 42 })],
  ])('refuses %s with 400 and stores nothing', async (_case, body) => {
    testApp = await createTestApp(engine);
    const response = await postVisitor(testApp.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'validation_failed' });
    expect(await visits()).toEqual([]);
    expect(await pageViews()).toEqual([]);
  });

  it('answers 429 after 120 records a minute from one IP', async () => {
    testApp = await createTestApp(engine);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 121; attempt += 1) {
      statuses.push((await postVisitor(testApp.app, visitBody(), indiaIp)).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(await visits()).toHaveLength(120);
    expect((await postVisitor(testApp.app, visitBody(), '49.37.0.2')).statusCode).toBe(200);
  });
});
