import { afterEach, describe, expect, it } from 'vitest';
import { insertChat } from '#server/db/chats-repository.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { headlessChrome, indiaIp, postVisitor, visitBody } from './tracking-requests.js';

describe.each(databaseEngines)('admin tracking reads on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  /** Three visits by people in two sessions, a minute apart, and one by a headless browser. */
  async function seedVisits() {
    const start = Date.parse('2026-03-10T10:00:00.000Z');
    const sessions = ['visitor_1_firstsess', 'visitor_1_firstsess', 'visitor_2_secondses'];
    for (const [index, sessionId] of sessions.entries()) {
      testApp.app.now = () => new Date(start + index * 60_000);
      await postVisitor(testApp.app, visitBody({ sessionId, path: `/page-${index}` }), indiaIp);
    }
    testApp.app.now = () => new Date(start + 10 * 60_000);
    await postVisitor(testApp.app, visitBody({ userAgent: headlessChrome, path: '/bot' }));
  }

  it('refuses both reads without an admin token', async () => {
    testApp = await createTestApp(engine);
    for (const url of ['/api/tracking/visitor-count', '/api/tracking/recent-activity']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'unauthorized' });
    }
  });

  it('counts the visits and sessions of people, leaving bots out', async () => {
    testApp = await createTestApp(engine);
    await seedVisits();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/tracking/visitor-count',
      headers: await adminHeaders(testApp.app),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ success: true, data: { count: 3, uniqueSessions: 2 } });
  });

  it('lists the newest visits, page views and chats, newest first, 10 by default', async () => {
    testApp = await createTestApp(engine);
    await seedVisits();
    for (let index = 0; index < 12; index += 1) {
      await insertChat(testApp.database.db, {
        sessionId: `chat_1_chat${index}`,
        userMessage: `question ${index}`,
        botResponse: `answer ${index}`,
        mode: 'builtin',
        errorClass: null,
        city: 'Kolkata',
        country: 'India',
        interactionTime: new Date(Date.UTC(2026, 2, 10, 11, index)).toISOString(),
      });
    }
    const headers = await adminHeaders(testApp.app);
    const all = await testApp.app.inject({ method: 'GET', url: '/api/tracking/recent-activity', headers });
    expect(all.statusCode).toBe(200);
    const { data } = all.json();
    expect(data.visitors.map((visit: { landing_path: string }) => visit.landing_path)).toEqual([
      '/page-2',
      '/page-1',
      '/page-0',
    ]);
    expect(data.visitors[0]).toEqual({
      session_id: 'visitor_2_secondses',
      city: 'Navi Mumbai (Ghansoli)',
      region: 'Maharashtra',
      country: 'India',
      ip_address: '49.37.0.0',
      visit_time: '2026-03-10T10:02:00.000Z',
      referrer: 'https://www.google.com/',
      landing_path: '/page-2',
      browser: 'Chrome',
      os: 'Windows',
      device_type: 'desktop',
    });
    expect(data.pageViews.map((view: { path: string }) => view.path)).toEqual([
      '/page-2',
      '/page-1',
      '/page-0',
    ]);
    expect(data.chats).toHaveLength(10);
    expect(data.chats[0]).toEqual({
      session_id: 'chat_1_chat11',
      user_message: 'question 11',
      bot_response: 'answer 11',
      interaction_time: '2026-03-10T11:11:00.000Z',
      user_location: { city: 'Kolkata', country: 'India' },
    });

    const two = await testApp.app.inject({
      method: 'GET',
      url: '/api/tracking/recent-activity?limit=2',
      headers,
    });
    expect(two.json().data.visitors).toHaveLength(2);
    expect(two.json().data.chats.map((chat: { session_id: string }) => chat.session_id)).toEqual([
      'chat_1_chat11',
      'chat_1_chat10',
    ]);
  });

  it.each(['0', '101', 'ten', '2.5'])('refuses limit=%s with 400', async (limit) => {
    testApp = await createTestApp(engine);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/tracking/recent-activity?limit=${limit}`,
      headers: await adminHeaders(testApp.app),
    });
    expect(response.statusCode).toBe(400);
  });
});
