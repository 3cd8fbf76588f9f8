import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  branches,
  chatErrorMessages,
  chatFallbackLeadIn,
  emptyChatAnswer,
  sampleContent,
} from '#content/samples/index.js';
import { chatFallbackReply } from '#server/services/chat/chat-assistant.js';
import { type FakeChatProvider, startFakeChatProvider } from '#tests/support/fake-chat-provider.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';
import { askForJson, askForStream, newChatSessionId, question } from './chat-requests.js';

const apiKey = 'sk-test-0123456789abcdefghij';
const model = 'test-model';
const patna = branches.find((branch) => branch.city === 'Patna');
const patnaQuestion = 'What is the phone number of the Patna branch?';

describe.each(databaseEngines)('the assistant with a provider on %s', (engine) => {
  let provider: FakeChatProvider;
  let testApp: TestApp;

  beforeAll(async () => {
    provider = await startFakeChatProvider();
  });
  afterAll(() => provider.close());
  afterEach(() => testApp.close());

  async function start() {
    provider.requests.length = 0;
    testApp = await createTestApp(engine, {
      CHAT_API_KEY: apiKey,
      CHAT_BASE_URL: provider.baseUrl,
      CHAT_MODEL: model,
    });
    return testApp.app;
  }

  async function recordedChats() {
    return testApp.database.db.selectFrom('chats').select(['bot_response', 'mode', 'error_class']).execute();
  }

  it('streams the provider answer chunk by chunk and records it', async () => {
    const app = await start();
    provider.enqueue({ kind: 'stream', pieces: ['The Patna ', 'branch: ', `[${patna?.phone}](tel:x)`] });
    const sessionId = newChatSessionId();
    const { deltas, done, response } = await askForStream(app, question(patnaQuestion, sessionId));

    expect(deltas).toEqual(['The Patna ', 'branch: ', `[${patna?.phone}](tel:x)`]);
    expect(done).toEqual({ reply: deltas.join(''), mode: 'provider' });
    expect(response.body).not.toContain(apiKey);
    expect(await recordedChats()).toEqual([
      { bot_response: deltas.join(''), mode: 'provider', error_class: null },
    ]);
  });

  it('calls the provider with the key, the spec settings, a grounded system prompt and the conversation', async () => {
    const app = await start();
    provider.enqueue({ kind: 'stream', pieces: ['Hi'] });
    await askForJson(app, {
      messages: [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hi! How can I help you today?' },
        { role: 'user', content: patnaQuestion },
      ],
    });
    const [call] = provider.requests;
    expect(call?.authorization).toBe(`Bearer ${apiKey}`);
    expect(call?.body).toMatchObject({ model, max_tokens: 500, temperature: 0.7, stream: true });
    const [system, ...conversation] = call?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain(patna?.phone);
    expect(system?.content).toMatch(/markdown/i);
    expect(system?.content).toMatch(/never invent/i);
    expect(conversation.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('answers one JSON envelope in provider mode too', async () => {
    const app = await start();
    provider.enqueue({ kind: 'stream', pieces: ['Hello ', 'there'] });
    const response = await askForJson(app, question('Hello'));
    expect(response.json()).toEqual({ success: true, data: { reply: 'Hello there', mode: 'provider' } });
  });

  it('falls back to the built-in answer on 401 and records the invalid key', async () => {
    const app = await start();
    provider.enqueue({ kind: 'error', status: 401, code: 'invalid_api_key', message: 'Incorrect API key' });
    const { done } = await askForStream(app, question(patnaQuestion, newChatSessionId()));

    expect(done?.errorClass).toBe('invalid_api_key');
    expect(done?.reply.startsWith(chatFallbackLeadIn)).toBe(true);
    expect(done?.reply).toContain(patna?.phone);
    expect(done?.reply).not.toContain('Incorrect API key');
    expect(provider.requests).toHaveLength(1);
    expect(await recordedChats()).toEqual([
      { bot_response: chatErrorMessages.invalid_api_key, mode: 'provider', error_class: 'invalid_api_key' },
    ]);
  });

  it('retries once after 2 seconds when rate-limited, then answers', async () => {
    const app = await start();
    provider.enqueue(
      { kind: 'error', status: 429, code: 'rate_limit_exceeded', message: 'Slow down' },
      { kind: 'stream', pieces: ['Answer after retry'] },
    );
    const started = Date.now();
    const { done } = await askForStream(app, question(patnaQuestion, newChatSessionId()));

    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(provider.requests).toHaveLength(2);
    expect(done).toEqual({ reply: 'Answer after retry', mode: 'provider' });
    expect(await recordedChats()).toEqual([
      { bot_response: 'Answer after retry', mode: 'provider', error_class: null },
    ]);
  });

  it('does not retry a spent quota (429 insufficient_quota)', async () => {
    const app = await start();
    provider.enqueue({ kind: 'error', status: 429, code: 'insufficient_quota', type: 'insufficient_quota' });
    const { done } = await askForStream(app, question(patnaQuestion, newChatSessionId()));

    expect(provider.requests).toHaveLength(1);
    expect(done?.errorClass).toBe('insufficient_quota');
    expect(done?.reply.startsWith(chatFallbackLeadIn)).toBe(true);
    expect(await recordedChats()).toEqual([
      {
        bot_response: chatErrorMessages.insufficient_quota,
        mode: 'provider',
        error_class: 'insufficient_quota',
      },
    ]);
  });

  it('classes a 500 as a network error and falls back', async () => {
    const app = await start();
    provider.enqueue({ kind: 'error', status: 500, message: 'Internal error' });
    const { done } = await askForStream(app, question(patnaQuestion, newChatSessionId()));

    expect(done?.errorClass).toBe('network_error');
    expect(done?.reply).toContain(patna?.phone);
    expect(await recordedChats()).toEqual([
      { bot_response: chatErrorMessages.network_error, mode: 'provider', error_class: 'network_error' },
    ]);
  });

  it('replaces a half answer cut by a dropped connection with the fallback', async () => {
    const app = await start();
    provider.enqueue({ kind: 'drop', pieces: ['The Patna branch is at'] });
    const { deltas, done } = await askForStream(app, question(patnaQuestion, newChatSessionId()));

    expect(deltas).toEqual(['The Patna branch is at']);
    expect(done?.errorClass).toBe('network_error');
    expect(done?.reply.startsWith(chatFallbackLeadIn)).toBe(true);
    expect(done?.reply).toContain(patna?.phone);
    expect(await recordedChats()).toEqual([
      { bot_response: chatErrorMessages.network_error, mode: 'provider', error_class: 'network_error' },
    ]);
  });

  it('classes an unreachable provider as a network error', async () => {
    const closed = await startFakeChatProvider();
    await closed.close();
    provider.requests.length = 0;
    testApp = await createTestApp(engine, { CHAT_API_KEY: apiKey, CHAT_BASE_URL: closed.baseUrl });
    const response = await askForJson(testApp.app, question(patnaQuestion, newChatSessionId()));

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ mode: 'provider', errorClass: 'network_error' });
    expect(await recordedChats()).toEqual([
      { bot_response: chatErrorMessages.network_error, mode: 'provider', error_class: 'network_error' },
    ]);
  });

  it('gives the company blurb when the built-in facts hold nothing for the failed question', async () => {
    const app = await start();
    provider.enqueue({ kind: 'error', status: 503 });
    const { done } = await askForStream(app, question('What is the capital of Australia?'));
    expect(done).toEqual({
      reply: chatFallbackReply(sampleContent),
      mode: 'provider',
      errorClass: 'network_error',
    });
  });

  it("shows 'Sorry, I could not get a response.' for an empty answer", async () => {
    const app = await start();
    provider.enqueue({ kind: 'stream', pieces: [] });
    const { done } = await askForStream(app, question('Hello', newChatSessionId()));
    expect(done).toEqual({ reply: emptyChatAnswer, mode: 'provider' });
    expect(await recordedChats()).toEqual([
      { bot_response: emptyChatAnswer, mode: 'provider', error_class: null },
    ]);
  });
});
