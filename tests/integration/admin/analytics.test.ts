import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { analyticsNow, seedAnalytics } from './analytics-dataset.js';

const endpoints = [
  'summary',
  'visitors',
  'chats',
  'locations',
  'timeseries',
  'top-pages',
  'languages',
  'referrers',
  'browsers',
  'devices',
  'export',
];

describe.each(databaseEngines)('analytics endpoints on %s', (engine) => {
  let testApp: TestApp;
  let headers: { authorization: string };

  beforeAll(async () => {
    testApp = await createTestApp(engine);
    testApp.app.now = () => analyticsNow;
    await seedAnalytics(testApp.database.db);
    headers = await adminHeaders(testApp.app);
  });
  afterAll(() => testApp.close());

  const get = async (path: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/analytics/${path}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json().data;
  };

  it.each(endpoints)('refuses /api/analytics/%s without a valid token', async (endpoint) => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: `/api/analytics/${endpoint}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
    const forged = await testApp.app.inject({
      method: 'GET',
      url: `/api/analytics/${endpoint}`,
      headers: { authorization: `Bearer ${'a'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it.each([
    ['today', { visitors: 2, visits: 3, pageViews: 3, chats: 2, countries: 1, locations: 2, rate: 100 }],
    ['7d', { visitors: 3, visits: 4, pageViews: 3, chats: 3, countries: 2, locations: 3, rate: 100 }],
    ['30d', { visitors: 4, visits: 5, pageViews: 4, chats: 3, countries: 2, locations: 3, rate: 75 }],
    ['all', { visitors: 5, visits: 6, pageViews: 4, chats: 4, countries: 2, locations: 4, rate: 80 }],
  ])('counts the summary for %s, leaving bots out', async (timeframe, expected) => {
    const since = {
      today: '2025-03-14T18:30:00.000Z',
      '7d': '2025-03-08T18:30:00.000Z',
      '30d': '2025-02-13T18:30:00.000Z',
      all: null,
    };
    expect(await get(`summary?timeframe=${timeframe}`)).toEqual({
      timeframe,
      since: since[timeframe as keyof typeof since],
      total_visitors: expected.visitors,
      total_visits: expected.visits,
      total_page_views: expected.pageViews,
      total_chats: expected.chats,
      unique_countries: expected.countries,
      unique_locations: expected.locations,
      engagement_rate: expected.rate,
    });
  });

  it('defaults to all time', async () => {
    expect((await get('summary')).total_visits).toBe(6);
  });

  it('pages the visitors newest first, with the total and the spec defaults', async () => {
    const first = await get('visitors');
    expect(first).toMatchObject({ total: 6, limit: 100, offset: 0 });
    expect(first.visitors).toHaveLength(6);
    expect(first.visitors[0]).toEqual({
      id: expect.any(Number),
      session_id: 'visitor_today_one',
      city: 'Kolkata',
      country: 'India',
      ip_address: '203.0.113.1',
      visit_time: '2025-03-15T11:00:00.000Z',
      referrer: '',
      landing_path: '/',
      browser: 'Chrome',
      os: 'Linux',
      device_type: 'desktop',
    });
    const page = await get('visitors?timeframe=7d&limit=2&offset=2');
    expect(page).toMatchObject({ total: 4, limit: 2, offset: 2 });
    expect(page.visitors.map((visit: { session_id: string }) => visit.session_id)).toEqual([
      'visitor_today_two',
      'visitor_this_week',
    ]);
  });

  it('pages the chats newest first, with their locations', async () => {
    const page = await get('chats?timeframe=7d&limit=2');
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(page.chats).toEqual([
      {
        id: expect.any(Number),
        session_id: 'chat_one',
        user_message: 'Question 1',
        bot_response: 'Answer 1',
        interaction_time: '2025-03-15T09:31:00.000Z',
        user_location: { city: 'Kolkata', country: 'India' },
      },
      {
        id: expect.any(Number),
        session_id: 'chat_one',
        user_message: 'Question 0',
        bot_response: 'Answer 0',
        interaction_time: '2025-03-15T09:30:00.000Z',
        user_location: { city: 'Kolkata', country: 'India' },
      },
    ]);
    expect(
      (await get('chats?offset=3')).chats.map((chat: { session_id: string }) => chat.session_id),
    ).toEqual(['chat_three']);
  });

  it('reports visitor and chat locations with the chat summary', async () => {
    expect(await get('locations?timeframe=today')).toEqual({
      visitor_locations: [
        { city: 'Kolkata', country: 'India', count: 1 },
        { city: 'Patna', country: 'India', count: 1 },
      ],
      chat_locations: [{ city: 'Kolkata', country: 'India', count: 2 }],
      chat_summary: { total_chats: 2, unique_locations: 1, handovers: 1 },
    });
    expect(await get('locations')).toEqual({
      visitor_locations: [
        { city: 'Dhaka', country: 'Bangladesh', count: 1 },
        { city: 'Kolkata', country: 'India', count: 1 },
        { city: 'Patna', country: 'India', count: 1 },
        { city: 'Siliguri', country: 'India', count: 1 },
        { city: 'Unknown', country: 'Unknown', count: 1 },
      ],
      chat_locations: [
        { city: 'Kolkata', country: 'India', count: 2 },
        { city: 'Ranchi', country: 'India', count: 1 },
        { city: 'Unknown', country: 'Unknown', count: 1 },
      ],
      chat_summary: { total_chats: 4, unique_locations: 2, handovers: 2 },
    });
    const top = await get('locations?limit=1');
    expect(top.visitor_locations).toHaveLength(1);
    expect(top.chat_locations).toEqual([{ city: 'Kolkata', country: 'India', count: 2 }]);
    expect(top.chat_summary).toEqual({ total_chats: 4, unique_locations: 2, handovers: 2 });
  });

  it('counts visitors and chats per India Standard Time day, quiet days as zeros', async () => {
    expect((await get('timeseries?timeframe=7d')).days).toEqual([
      { day: '2025-03-09', visitors: 0, chats: 0 },
      { day: '2025-03-10', visitors: 1, chats: 0 },
      { day: '2025-03-11', visitors: 0, chats: 0 },
      { day: '2025-03-12', visitors: 0, chats: 1 },
      { day: '2025-03-13', visitors: 0, chats: 0 },
      { day: '2025-03-14', visitors: 0, chats: 0 },
      { day: '2025-03-15', visitors: 2, chats: 2 },
    ]);
    expect((await get('timeseries?timeframe=today')).days).toEqual([
      { day: '2025-03-15', visitors: 2, chats: 2 },
    ]);
    const allDays = (await get('timeseries')).days;
    expect(allDays[0]).toEqual({ day: '2024-12-01', visitors: 1, chats: 0 });
    expect(allDays).toHaveLength(105);
  });

  it('ranks pages, referrers, browsers and devices', async () => {
    expect((await get('top-pages')).items).toEqual([
      { name: '/', count: 2 },
      { name: '/careers', count: 1 },
      { name: '/products', count: 1 },
    ]);
    expect((await get('top-pages?timeframe=today&limit=1')).items).toEqual([{ name: '/', count: 2 }]);
    expect((await get('referrers')).items).toEqual([
      { name: 'Direct', count: 3 },
      { name: 'https://google.com/', count: 2 },
      { name: 'https://bing.com/', count: 1 },
    ]);
    expect((await get('browsers')).items).toEqual([
      { name: 'Chrome', count: 4 },
      { name: 'Firefox', count: 1 },
      { name: 'Safari', count: 1 },
    ]);
    expect((await get('devices?timeframe=7d')).items).toEqual([
      { name: 'desktop', count: 2 },
      { name: 'mobile', count: 2 },
    ]);
  });

  it.each([
    'summary?timeframe=year',
    'visitors?limit=0',
    'visitors?limit=1001',
    'chats?offset=-1',
    'top-pages?limit=abc',
    'export?dataset=users',
  ])('rejects an invalid query: %s', async (path) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/analytics/${path}`, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'validation_failed' });
  });
});
