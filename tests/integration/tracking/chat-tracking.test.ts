import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { indiaIp } from './tracking-requests.js';

describe.each(databaseEngines)('POST /api/tracking/chat on %s', (engine) => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  const chats = () => testApp.database.db.selectFrom('chats').selectAll().execute();
  const postChat = (payload: object) =>
    testApp.app.inject({ method: 'POST', url: '/api/tracking/chat', payload, remoteAddress: indiaIp });
  const chatBody = {
    sessionId: 'chat_1718000000000_q1w2e3r4t',
    userMessage: 'Where is your Patna branch?',
    botResponse: 'Our **Patna** branch is at <script>alert(1)</script>',
    userLocation: { country: 'Nowhere', city: 'Somewhere' },
  };

  it("stores a seed client's chat record verbatim, as mode 'client', located by the request IP", async () => {
    testApp = await createTestApp(engine);
    const response = await postChat(chatBody);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, data: { stored: true } });
    expect(await chats()).toMatchObject([
      {
        session_id: chatBody.sessionId,
        user_message: chatBody.userMessage,
        bot_response: chatBody.botResponse,
        mode: 'client',
        error_class: null,
        country: 'India',
      },
    ]);
  });

  it.each([
    ['a visitor session id', { ...chatBody, sessionId: 'visitor_1718000000000_q1w2e3r4t' }],
    ['an empty message', { ...chatBody, userMessage: '' }],
    ['a message over 2000 characters', { ...chatBody, userMessage: 'x'.repeat(2001) }],
    ['a response over 8000 characters', { ...chatBody, botResponse: 'x'.repeat(8001) }],
    ['no response', { sessionId: chatBody.sessionId, userMessage: 'Hello' }],
  ])('refuses %s with 400 and stores nothing', async (_case, body) => {
    testApp = await createTestApp(engine);
    expect((await postChat(body)).statusCode).toBe(400);
    expect(await chats()).toEqual([]);
  });

  it('answers 429 after 120 records a minute from one IP', async () => {
    testApp = await createTestApp(engine);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 121; attempt += 1) statuses.push((await postChat(chatBody)).statusCode);
    expect(statuses.slice(0, 120).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
