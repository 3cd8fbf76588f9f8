import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChat } from '#server/db/chats-repository.js';
import type { StaffRole } from '#shared/accounts.js';
import { adminHeaders } from '#tests/support/admin-session.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

/**
 * Chat transcripts follow the enquiries' contact rule (issue 46, L7): the numbers and e-mails a
 * visitor typed are whole for the owner only, masked for a branch account in the table, the seed's
 * recent activity and the CSV export alike.
 */
const visitorMessage = 'Please call me on 98300 12345 or mail ravi.kumar@example.com about 20 laptops';
const maskedMessage = 'Please call me on 98•••••345 or mail r•••@example.com about 20 laptops';

describe.each(databaseEngines)('chat transcripts on %s', (engine) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(engine);
    await insertChat(testApp.app.database.db, {
      sessionId: 'chat_1718000000000_000000077',
      userMessage: visitorMessage,
      botResponse: 'Our Patna Branch will call you: +91 33 0000 0011.',
      mode: 'builtin',
      errorClass: null,
      city: 'Patna',
      country: 'India',
      interactionTime: testApp.app.now().toISOString(),
    });
  });
  afterAll(() => testApp.close());

  const read = async (role: StaffRole, url: string) =>
    testApp.app.inject({ method: 'GET', url, headers: await adminHeaders(testApp.app, role) });

  it.each([
    ['owner', visitorMessage],
    ['branch', maskedMessage],
  ] as const)('the %s reads the visitor message as %j everywhere', async (role, expected) => {
    const table = await read(role, '/api/analytics/chats?timeframe=all');
    expect(table.statusCode).toBe(200);
    expect(table.json().data.chats.map((chat: { user_message: string }) => chat.user_message)).toEqual([
      expected,
    ]);

    const recent = await read(role, '/api/tracking/recent-activity');
    expect(recent.json().data.chats.map((chat: { user_message: string }) => chat.user_message)).toEqual([
      expected,
    ]);

    const csv = await read(role, '/api/analytics/export?timeframe=all&dataset=chats');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`"${expected}"`);
    // The company's own numbers in the answer are not the visitor's: they stay as published.
    expect(csv.body).toContain('+91 33 0000 0011');
  });
});
