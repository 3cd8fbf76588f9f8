import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { analyticsNow, seedAnalytics } from './analytics-dataset.js';

/** A strict RFC 4180 reader: quoted fields, doubled quotes, CRLF line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index++;
    } else field += char;
  }
  expect(quoted, 'an unterminated quoted field').toBe(false);
  expect(field === '' && row.length === 0, 'the last line lacks its CRLF').toBe(true);
  return rows;
}

describe.each(databaseEngines)('GET /api/analytics/export on %s', (engine) => {
  let testApp: TestApp;
  let headers: { authorization: string };

  beforeEach(async () => {
    testApp = await createTestApp(engine);
    testApp.app.now = () => analyticsNow;
    headers = await adminHeaders(testApp.app);
  });
  afterEach(() => testApp.close());

  const exportCsv = async (query: string) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/analytics/export?${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it('downloads the visitors of the timeframe as CSV, oldest first, bots left out', async () => {
    await seedAnalytics(testApp.database.db);
    const response = await exportCsv('timeframe=7d');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="visitors-7d-2025-03-15.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual([
      'Session ID',
      'Visit Time',
      'City',
      'Country',
      'IP Address',
      'Referrer',
      'Landing Page',
      'Browser',
      'OS',
      'Device',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual([
      ['visitor_this_week', '2025-03-10T08:00:00.000Z'],
      ['visitor_today_two', '2025-03-14T19:00:00.000Z'],
      ['visitor_today_one', '2025-03-15T10:00:00.000Z'],
      ['visitor_today_one', '2025-03-15T11:00:00.000Z'],
    ]);
  });

  it('downloads the chats', async () => {
    await seedAnalytics(testApp.database.db);
    const response = await exportCsv('dataset=chats');
    expect(response.headers['content-disposition']).toBe('attachment; filename="chats-all-2025-03-15.csv"');
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual(['Session ID', 'Time', 'City', 'Country', 'User Message', 'Bot Response']);
    expect(rows[1]).toEqual([
      'chat_three',
      '2025-01-05T05:00:00.000Z',
      'Ranchi',
      'India',
      'Question 3',
      'Answer 3',
    ]);
    expect(rows).toHaveLength(5);
  });

  it('escapes quotes, commas, line breaks and formula-leading characters', async () => {
    await testApp.database.db
      .insertInto('chats')
      .values(
        [
          ['=HYPERLINK("http://evil.example","click")', 'Hello, "world"\r\nsecond line'],
          ['+SUM(A1:A2)', '-2+3'],
          ['@cmd', '\tTabbed'],
        ].map(([userMessage, botResponse], index) => ({
          session_id: `chat_${index}`,
          user_message: userMessage as string,
          bot_response: botResponse as string,
          mode: 'client',
          error_class: null,
          city: 'New "Town", Kolkata',
          country: 'India',
          interaction_time: `2025-03-15T0${index}:00:00.000Z`,
        })),
      )
      .execute();
    const rows = parseCsv((await exportCsv('dataset=chats')).body.slice(1));
    expect(rows.slice(1)).toEqual([
      [
        'chat_0',
        '2025-03-15T00:00:00.000Z',
        'New "Town", Kolkata',
        'India',
        `'=HYPERLINK("http://evil.example","click")`,
        'Hello, "world"\r\nsecond line',
      ],
      ['chat_1', '2025-03-15T01:00:00.000Z', 'New "Town", Kolkata', 'India', `'+SUM(A1:A2)`, `'-2+3`],
      ['chat_2', '2025-03-15T02:00:00.000Z', 'New "Town", Kolkata', 'India', `'@cmd`, `'\tTabbed`],
    ]);
  });

  it('streams exports larger than one batch, every row once and in order', async () => {
    const count = 1234;
    const base = Date.parse('2025-03-01T00:00:00.000Z');
    const rows = Array.from({ length: count }, (_, index) => ({
      session_id: `visitor_${String(index).padStart(5, '0')}`,
      event_id: null,
      user_agent: 'Test agent',
      referrer: '',
      landing_path: '/',
      city: 'Kolkata',
      region: 'West Bengal',
      country: 'India',
      ip_address: '203.0.113.0',
      browser: 'Chrome',
      os: 'Linux',
      device_type: 'desktop',
      is_bot: 0,
      // Pairs share a time, so the id breaks ties across batch boundaries.
      visit_time: new Date(base + Math.floor(index / 2) * 1000).toISOString(),
    }));
    for (let start = 0; start < count; start += 200) {
      await testApp.database.db
        .insertInto('visitors')
        .values(rows.slice(start, start + 200))
        .execute();
    }
    const exported = parseCsv((await exportCsv('timeframe=all')).body.slice(1)).slice(1);
    expect(exported.map((row) => row[0])).toEqual(rows.map((row) => row.session_id));
  });

  it('answers only the header line when nothing was recorded', async () => {
    expect(parseCsv((await exportCsv('timeframe=today')).body.slice(1))).toHaveLength(1);
  });
});
