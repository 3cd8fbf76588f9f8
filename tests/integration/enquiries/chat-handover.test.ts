import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask } from '#tests/integration/chat/chat-requests.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';

describe("the chat's handover to an office offers a call back through the enquiry form", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite', { RATE_LIMIT_ALLOWLIST: '127.0.0.1' });
  });
  afterAll(() => testApp.close());

  it('links "Leave your number and the Siliguri office will call you" to the form with Siliguri chosen', async () => {
    const reply = await ask(testApp.app, 'I want to talk to sales in Siliguri');
    expect(reply.reply).toContain(
      '[Leave your number and the Siliguri office will call you](/contact?office=siliguri#enquiry)',
    );
  });

  it('offers no call back when the handover is to a team rather than an office', async () => {
    const reply = await ask(testApp.app, 'Who do I ask about something you cannot answer?');
    expect(reply.reply).not.toContain('will call you');
  });
});
